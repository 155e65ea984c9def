import { Button, Modal, message, Space } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { cancelPortalLesson } from '@/services/api/portal';
import { formatWeekdayDateTime } from '@/utils/format';
import styles from '../index.less';

/** What cancelling this lesson now would do, by the centre's policy: free, charged, or not possible online. */
export function cancellationTerms(lesson: API.PortalLesson, now = Date.now()) {
  if (!lesson.freeCancelUntil || lesson.lateCancelled) return null;
  const until = formatWeekdayDateTime(lesson.freeCancelUntil);
  if (now <= new Date(lesson.freeCancelUntil).getTime()) {
    return { kind: 'free' as const, text: `Free cancellation until ${until}.` };
  }
  if (lesson.lateCancellation === 'charge') {
    return {
      kind: 'charged' as const,
      text: `Free cancellation ended ${until}: cancelling now is charged as a late cancellation.`,
    };
  }
  return {
    kind: 'refused' as const,
    text: `Free cancellation ended ${until}. Please call the centre to cancel.`,
  };
}

/** "Cancel" on an upcoming lesson of the portal: says what will happen, asks, then cancels on the server. */
export default function CancelLessonButton({
  lesson,
  onDone,
  beside,
}: {
  lesson: API.PortalLesson;
  onDone: () => void;
  /** Other actions shown on the same line (Ask to move). */
  beside?: React.ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const terms = cancellationTerms(lesson);
  if (!terms) return <>{beside}</>;

  const cancel = async () => {
    setSending(true);
    try {
      const answer = await cancelPortalLesson(
        { id: lesson.scheduleId },
        { studentId: lesson.studentId },
        { skipErrorHandler: true },
      );
      message.success(answer.data.message);
      setAsking(false);
      onDone();
    } catch (failure) {
      showRequestFailure('Failed to cancel, try again', failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <p className={styles.muted} style={{ margin: '4px 0' }}>
        {terms.text}
      </p>
      <Space wrap>
        {terms.kind !== 'refused' && (
          <Button className={styles.touch} danger onClick={() => setAsking(true)}>
            Cancel lesson
          </Button>
        )}
        {beside}
      </Space>
      <Modal
        open={asking}
        title="Cancel this lesson?"
        okText={terms.kind === 'charged' ? 'Cancel and be charged' : 'Cancel lesson'}
        okButtonProps={{ danger: true, loading: sending, className: styles.touch }}
        cancelText="Keep lesson"
        cancelButtonProps={{ className: styles.touch }}
        onOk={cancel}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <p>
          {lesson.studentName}: {lesson.courseName}, {formatWeekdayDateTime(lesson.startTime)}.
        </p>
        <p>
          {terms.kind === 'free'
            ? 'This is free of charge.'
            : 'It is past the free cancellation time: the lesson is charged when the teacher confirms it.'}
        </p>
      </Modal>
    </div>
  );
}

import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { REASON_MAX_LENGTH } from '@/components/FormSupport';
import { cancelOwnLesson, confirmLessonUnchanged } from '@/services/api/teacherConfirmations';
import { toCancelBody } from './confirmation-api-mapping';
import { runLessonAction } from './lesson-action';

type UnconfirmedLessonActionsProps = {
  lesson: API.TeacherLesson;
  /** Opens the confirm form (actual times and attendance) for this lesson. */
  onConfirm: (lesson: API.TeacherLesson) => void;
  /** After an action went through or found the lesson already handled: the list reloads. */
  onDone: () => void;
};

/** A row's three ways to close a past lesson: confirm with details, confirm as planned, or cancel. */
export default function UnconfirmedLessonActions({ lesson, onConfirm, onDone }: UnconfirmedLessonActionsProps) {
  const [reason, setReason] = useState('');
  const options = { skipErrorHandler: true };

  const confirmUnchanged = () =>
    runLessonAction(
      () => confirmLessonUnchanged({ id: lesson.id }, options),
      { success: 'Lesson confirmed', failure: 'Failed to confirm, try again' },
      onDone,
    );

  const cancel = () =>
    runLessonAction(
      () => cancelOwnLesson({ id: lesson.id }, toCancelBody(reason), options),
      { success: 'Lesson cancelled', failure: 'Failed to cancel, try again' },
      onDone,
    );

  return (
    <Space wrap>
      <Button type="primary" size="small" onClick={() => onConfirm(lesson)}>
        Confirm
      </Button>
      <Popconfirm
        title="Confirm with no change?"
        description="The planned times are kept and every student is marked present."
        okText="Confirm"
        cancelText="Back"
        onConfirm={confirmUnchanged}
      >
        <Button size="small">Confirm with no change</Button>
      </Popconfirm>
      <Popconfirm
        title="Cancel this lesson?"
        description={
          <Input.TextArea
            aria-label="Reason for cancelling"
            placeholder="Reason (optional)"
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(event) => setReason(event.target.value)}
          />
        }
        okText="Cancel lesson"
        okButtonProps={{ danger: true }}
        cancelText="Keep lesson"
        onConfirm={cancel}
        onOpenChange={(open) => open && setReason('')}
      >
        <Button size="small" danger>
          Cancel
        </Button>
      </Popconfirm>
    </Space>
  );
}

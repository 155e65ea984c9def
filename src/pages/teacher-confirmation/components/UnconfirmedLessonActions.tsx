import { Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { REASON_MAX_LENGTH } from '@/components/FormSupport';
import { toCancelBody } from './confirmation-api-mapping';
import { lessonActionContext, runLessonAction } from './lesson-action';

type UnconfirmedLessonActionsProps = {
  lesson: API.TeacherLesson;
  /** Opens the confirm form (actual times and attendance) for this lesson. */
  onConfirm: (lesson: API.TeacherLesson) => void;
  /** After an action went through or found the lesson already handled: the list reloads. */
  onDone: () => void;
  /** Buttons sized for a finger (phones). */
  large?: boolean;
};

/** A row's three ways to close a past lesson: confirm with details, confirm as planned, or cancel. */
export default function UnconfirmedLessonActions({
  lesson,
  onConfirm,
  onDone,
  large = false,
}: UnconfirmedLessonActionsProps) {
  const size = large ? 'large' : 'small';
  const [reason, setReason] = useState('');
  const confirmUnchanged = () =>
    runLessonAction(
      { kind: 'confirm-unchanged', lessonId: lesson.id },
      lessonActionContext(lesson),
      { success: 'Lesson confirmed', failure: 'Failed to confirm, try again' },
      onDone,
    );

  const cancel = () =>
    runLessonAction(
      { kind: 'cancel', lessonId: lesson.id, body: toCancelBody(reason) },
      lessonActionContext(lesson),
      { success: 'Lesson cancelled', failure: 'Failed to cancel, try again' },
      onDone,
    );

  return (
    <Space wrap>
      <Button type="primary" size={size} onClick={() => onConfirm(lesson)}>
        Confirm
      </Button>
      <Popconfirm
        title="Confirm with no change?"
        description="The planned times are kept and every student is marked present."
        okText="Confirm"
        cancelText="Back"
        onConfirm={confirmUnchanged}
      >
        <Button size={size}>Confirm with no change</Button>
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
        <Button size={size} danger>
          Cancel
        </Button>
      </Popconfirm>
    </Space>
  );
}

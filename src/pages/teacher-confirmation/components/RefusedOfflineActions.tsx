import { Alert, Button, Space } from 'antd';
import type { QueuedLessonAction } from '../offline/lesson-action-queue';

const WHAT: Record<QueuedLessonAction['kind'], string> = {
  confirm: 'confirmation',
  'confirm-unchanged': 'confirmation',
  cancel: 'cancellation',
  feedback: 'feedback',
};

/** Actions made offline that the server did not apply (the lesson changed or was closed meanwhile), with why. */
export default function RefusedOfflineActions({
  actions,
  onDismiss,
}: {
  actions: QueuedLessonAction[];
  onDismiss: (key: string) => void;
}) {
  if (actions.length === 0) return null;
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      {actions.map((action) => (
        <Alert
          key={action.key}
          type="warning"
          showIcon
          message={`Your ${WHAT[action.kind]} made offline was not applied: ${action.lessonLabel}`}
          description={action.reason}
          action={
            <Button size="small" onClick={() => onDismiss(action.key)}>
              Dismiss
            </Button>
          }
        />
      ))}
    </Space>
  );
}

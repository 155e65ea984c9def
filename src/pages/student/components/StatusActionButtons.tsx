import { Button, message, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { type KnownStudent, STATUS_ACTIONS, type StatusAction, statusChangeOutcome } from './status-actions';

/** Calls one batch action and says how it went; resolves to whether the call itself succeeded. */
export async function runStatusAction(
  action: StatusAction,
  ids: number[],
  known: KnownStudent[] = [],
): Promise<boolean> {
  const spec = STATUS_ACTIONS[action];
  try {
    const result = await spec.call({ ids }, { skipErrorHandler: true });
    const { level, text, details } = statusChangeOutcome(action, result, known);
    message[level](
      details.length === 0 ? (
        text
      ) : (
        <span>
          <span>{text}</span>
          {details.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </span>
      ),
    );
    return true;
  } catch (error) {
    showRequestFailure(spec.failure, error);
    return false;
  }
}

type StatusActionButtonsProps = {
  ids: number[];
  /** The students behind `ids` that the page holds, so a refusal names them. */
  students: KnownStudent[];
  actions: StatusAction[];
  /** What the confirmation calls the students: "3 students", "Ann Lee". */
  who: string;
  onDone: () => void;
};

/** Deactivate / Activate / Suspend buttons; the two that take a student out of lessons ask first. */
export default function StatusActionButtons({ ids, students, actions, who, onDone }: StatusActionButtonsProps) {
  const [busy, setBusy] = useState<StatusAction>();

  const run = async (action: StatusAction) => {
    setBusy(action);
    const ok = await runStatusAction(action, ids, students);
    setBusy(undefined);
    if (ok) onDone();
  };

  return (
    <Space wrap>
      {actions.map((action) => {
        const { label } = STATUS_ACTIONS[action];
        const button = (onClick?: () => void) => (
          <Button
            key={action}
            danger={action === 'deactivate'}
            loading={busy === action}
            disabled={ids.length === 0}
            onClick={onClick}
          >
            {label}
          </Button>
        );
        if (action === 'activate') return button(() => run(action));
        return (
          <Popconfirm
            key={action}
            title={`${label} ${who}?`}
            okText={label}
            cancelText="Cancel"
            onConfirm={() => run(action)}
          >
            {button()}
          </Popconfirm>
        );
      })}
    </Space>
  );
}

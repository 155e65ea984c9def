import { Button, message, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { approveRegistration, refuseRegistration } from '@/services/api/registrations';

type RegistrationDecisionProps = {
  /** The self-registered account's user id. */
  userId: number;
  /** Who it is, for the refusal's confirmation. */
  name: string;
  onDecided: () => void;
};

/**
 * Approve or refuse a self-registered teacher account (administrators; the server refuses anyone
 * else). Shown on the account's notice and on its Teachers row. Refusing deletes it, so it asks first.
 */
export default function RegistrationDecision({ userId, name, onDecided }: RegistrationDecisionProps) {
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'approve' | 'refuse') => {
    setBusy(true);
    try {
      const call = decision === 'approve' ? approveRegistration : refuseRegistration;
      await call({ id: userId }, { skipErrorHandler: true });
      message.success(decision === 'approve' ? `${name} is approved` : `${name} is refused`);
      onDecided();
    } catch (error) {
      showRequestFailure(
        decision === 'approve' ? 'Failed to approve, try again' : 'Failed to refuse, try again',
        error,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4} onClick={(event) => event.stopPropagation()}>
      <Button type="link" size="small" disabled={busy} onClick={() => decide('approve')}>
        Approve
      </Button>
      <Popconfirm
        title={`Refuse ${name}?`}
        description="The account is deleted and its owner told by e-mail."
        okText="Refuse"
        cancelText="Cancel"
        onConfirm={() => decide('refuse')}
      >
        <Button type="link" size="small" danger disabled={busy}>
          Refuse
        </Button>
      </Popconfirm>
    </Space>
  );
}

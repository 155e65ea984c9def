import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { errorBodyOf } from '@/components/FormSupport';
import { NewPasswordFields } from '@/components/PasswordStrength';
import { finishPasswordReset } from '@/services/api/auth';

type ResetValues = { newPassword: string; confirm: string };

const FALLBACK_ERROR = 'The password could not be reset. Please try again.';

/** Sets a new password with the key from the reset e-mail; a bad or used key is explained by the server. */
export default function ResetPasswordForm({ resetKey, onReset }: { resetKey: string; onReset: () => void }) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onFinish = async ({ newPassword }: ResetValues) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      // The message goes in the form (it says what to do next), not in a passing toast.
      await finishPasswordReset({ key: resetKey, newPassword }, { skipErrorHandler: true });
      onReset();
    } catch (error) {
      setFailure(errorBodyOf(error)?.errorMessage ?? FALLBACK_ERROR);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form name="reset-password" layout="vertical" onFinish={onFinish}>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 24 }} />}
      <NewPasswordFields name="newPassword" label="New password" confirmLabel="Confirm new password" />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Reset password
      </Button>
    </Form>
  );
}

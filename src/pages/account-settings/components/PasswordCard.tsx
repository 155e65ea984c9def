import { useModel } from '@umijs/max';
import { Button, Card, Divider, message, Typography } from 'antd';
import { useState } from 'react';
import ChangePasswordForm from '@/components/ChangePasswordForm';
import { showRequestFailure } from '@/components/FormSupport';
import { requestPasswordReset } from '@/services/api/auth';

/**
 * Change the password in place (the same form and rules as Account Information), or have the reset
 * link of the forgot-password flow mailed to the account's own address.
 */
export default function PasswordCard() {
  const { initialState } = useModel('@@initialState');
  const email = initialState?.currentUser?.email;
  const [sending, setSending] = useState(false);

  const sendLink = async () => {
    if (!email) return;
    setSending(true);
    try {
      await requestPasswordReset({ email });
      message.success(`A reset link was sent to ${email}`);
    } catch (error) {
      showRequestFailure('Failed to send the reset link, try again', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Reset password">
      <ChangePasswordForm />
      <Divider />
      <Typography.Paragraph type="secondary">
        {email
          ? `Or receive a link at ${email} to choose a new password.`
          : 'Add an e-mail address on Account Information to receive a reset link.'}
      </Typography.Paragraph>
      <Button onClick={sendLink} loading={sending} disabled={!email}>
        Send me a reset link
      </Button>
    </Card>
  );
}

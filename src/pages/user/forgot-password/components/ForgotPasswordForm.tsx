import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { emailRules } from '@/components/FormSupport';
import { requestPasswordReset } from '@/services/api/auth';
import BackToSignIn from '../../components/BackToSignIn';

/**
 * The server answers alike for known and unknown addresses, so the page never reveals who has an
 * account; failures such as rate limits are shown by the request layer.
 */
export default function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setSubmitting(true);
    try {
      await requestPasswordReset({ email: email.trim() });
      onSent();
    } catch {
      // Already shown by the request layer; the user can simply try again.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form name="forgot-password" layout="vertical" onFinish={onFinish}>
      <p style={{ marginTop: 0 }}>Enter the e-mail address of your account and we will send you a reset link.</p>
      <Form.Item name="email" label="E-mail" rules={emailRules}>
        <Input size="large" type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Send reset link
      </Button>
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <BackToSignIn />
      </div>
    </Form>
  );
}

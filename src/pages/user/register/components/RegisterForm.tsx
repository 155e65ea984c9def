import { Link } from '@umijs/max';
import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { emailRules, errorBodyOf, loginRules, showServerFieldErrors } from '@/components/FormSupport';
import { NewPasswordFields } from '@/components/PasswordStrength';
import { register } from '@/services/api/auth';

type RegisterValues = { login: string; email: string; password: string; confirm: string };

/** Self-registration; a taken login or e-mail is reported on its own field, as the server names it. */
export default function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ confirm: _confirm, ...account }: RegisterValues) => {
    setSubmitting(true);
    try {
      // Field errors belong on the fields, so the request layer's generic toast is skipped.
      await register(account, { skipErrorHandler: true });
      onRegistered(account.email);
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        message.error(errorBodyOf(error)?.errorMessage ?? 'Registration failed, please try again.');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} name="register" layout="vertical" onFinish={onFinish}>
      <Form.Item name="login" label="Login" rules={loginRules}>
        <Input size="large" autoComplete="username" />
      </Form.Item>
      <Form.Item name="email" label="E-mail" rules={emailRules}>
        <Input size="large" type="email" autoComplete="email" />
      </Form.Item>
      <NewPasswordFields name="password" label="Password" confirmLabel="Confirm password" />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Register
      </Button>
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Link to="/user/login">Already have an account? Sign in</Link>
      </div>
    </Form>
  );
}

import { Link } from '@umijs/max';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import type { LoginState, LoginType } from '@/models/login';
import LoginTabs, { tabPanelId } from './LoginTabs';
import { loginRules } from './login-rules';
import PhoneLoginFields from './PhoneLoginFields';

export type LoginFormValues = {
  username?: string;
  password?: string;
  mobile?: string;
  captcha?: string;
  rememberMe: boolean;
};

/** What the `login/login` effect receives: the fields of the tab used plus which tab that was. */
export type LoginSubmission = LoginFormValues & { type: LoginType };

export type LoginFormProps = {
  onSubmit: (submission: LoginSubmission) => void;
  /** Outcome of the last attempt, from the login model. */
  status?: LoginState['status'];
  /** Tab of the last attempt: its failure message shows on that tab only. */
  type?: LoginType;
  submitting?: boolean;
};

const FAILURE_MESSAGES: Record<LoginType, string> = {
  account: 'Incorrect username/password',
  mobile: 'Verification Code Error',
};

function AccountLoginFields() {
  return (
    <>
      <Form.Item name="username" label="Username" rules={loginRules.username}>
        <Input size="large" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={loginRules.password}>
        <Input.Password size="large" autoComplete="current-password" />
      </Form.Item>
    </>
  );
}

/**
 * The sign-in form without the store: index.tsx connects it to the login model. Only the active tab's
 * fields are mounted, so submitting validates just the fields the user can see.
 */
export default function LoginForm({ onSubmit, status, type, submitting = false }: LoginFormProps) {
  const [activeTab, setActiveTab] = useState<LoginType>(type ?? 'account');

  const submit = (values: LoginFormValues) => onSubmit({ ...values, type: activeTab });
  const failure = status === 'error' && type === activeTab && (
    <Alert type="error" showIcon message={FAILURE_MESSAGES[activeTab]} style={{ marginBottom: 24 }} />
  );

  return (
    <Form<LoginFormValues>
      name="login"
      layout="vertical"
      initialValues={{ rememberMe: true }}
      onFinish={submit}
      requiredMark={false}
    >
      <LoginTabs active={activeTab} onChange={setActiveTab} />
      <div role="tabpanel" id={tabPanelId(activeTab)} aria-labelledby={`login-tab-${activeTab}`}>
        {failure}
        {activeTab === 'account' ? <AccountLoginFields /> : <PhoneLoginFields />}
      </div>

      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>Remember me</Checkbox>
        </Form.Item>
        <Link to="/user/forgot-password">Forgot password</Link>
      </Flex>

      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Sign in
      </Button>

      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Link to="/user/register">Register</Link>
      </Flex>
    </Form>
  );
}

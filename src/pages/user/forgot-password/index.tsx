import { Result } from 'antd';
import { useState } from 'react';
import BackToSignIn from '../components/BackToSignIn';
import UserPageFrame from '../components/UserPageFrame';
import ForgotPasswordForm from './components/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);

  return (
    <UserPageFrame heading="Forgot password">
      {sent ? (
        <Result
          status="success"
          title="If that address has an account, we have sent a reset link."
          extra={<BackToSignIn />}
        />
      ) : (
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
    </UserPageFrame>
  );
}

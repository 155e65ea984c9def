import { Link, useSearchParams } from '@umijs/max';
import { Result } from 'antd';
import { useState } from 'react';
import BackToSignIn from '../components/BackToSignIn';
import UserPageFrame from '../components/UserPageFrame';
import ResetPasswordForm from './components/ResetPasswordForm';

/** Opened from the reset e-mail: /user/reset-password?key=… */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const resetKey = searchParams.get('key');
  const [done, setDone] = useState(false);

  return (
    <UserPageFrame heading="Reset password">
      {!resetKey && (
        <Result
          status="error"
          title="This link is incomplete."
          subTitle="Open the link from your e-mail again, or ask for a new one."
          extra={<Link to="/user/forgot-password">Ask for a new link</Link>}
        />
      )}
      {resetKey && done && <Result status="success" title="Your password has been reset." extra={<BackToSignIn />} />}
      {resetKey && !done && <ResetPasswordForm resetKey={resetKey} onReset={() => setDone(true)} />}
    </UserPageFrame>
  );
}

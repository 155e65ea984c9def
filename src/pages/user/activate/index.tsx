import { useSearchParams } from '@umijs/max';
import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorBodyOf } from '@/components/FormSupport';
import { activateAccount } from '@/services/api/auth';
import BackToSignIn from '../components/BackToSignIn';
import UserPageFrame from '../components/UserPageFrame';

type Activation =
  | { state: 'pending' }
  | { state: 'done'; awaitingApproval: boolean }
  | { state: 'failed'; message: string };

const MISSING_KEY = 'This link is incomplete. Open the link from your e-mail again.';

/** Opened from the activation e-mail: /user/activate?key=… activates the account straight away. */
export default function ActivatePage() {
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key');
  const [activation, setActivation] = useState<Activation>(
    key ? { state: 'pending' } : { state: 'failed', message: MISSING_KEY },
  );

  // Keys are single-use: remember the one sent so a re-run effect (React StrictMode) does not send it again.
  const sentKey = useRef<string>();

  useEffect(() => {
    if (!key || sentKey.current === key) return;
    sentKey.current = key;
    const answerIsCurrent = () => sentKey.current === key;
    activateAccount({ key }, { skipErrorHandler: true })
      .then(({ awaitingApproval }) => answerIsCurrent() && setActivation({ state: 'done', awaitingApproval }))
      .catch((error) => {
        const message = errorBodyOf(error)?.errorMessage ?? 'The account could not be activated. Please try again.';
        if (answerIsCurrent()) setActivation({ state: 'failed', message });
      });
  }, [key]);

  return (
    <UserPageFrame heading="Activate account">
      {activation.state === 'pending' && (
        <Spin tip="Activating your account…" size="large">
          <div style={{ minHeight: 120 }} />
        </Spin>
      )}
      {activation.state === 'done' && activation.awaitingApproval && (
        <Result
          status="success"
          title="Your e-mail address is confirmed."
          subTitle="An administrator of the centre approves every new account: you will get an e-mail once yours is approved, and can sign in then."
          extra={<BackToSignIn />}
        />
      )}
      {activation.state === 'done' && !activation.awaitingApproval && (
        <Result
          status="success"
          title="Your account is activated."
          subTitle="You can sign in now."
          extra={<BackToSignIn />}
        />
      )}
      {activation.state === 'failed' && (
        <Result status="error" title="Activation failed" subTitle={activation.message} extra={<BackToSignIn />} />
      )}
    </UserPageFrame>
  );
}

import { Result } from 'antd';
import { useState } from 'react';
import BackToSignIn from '../components/BackToSignIn';
import UserPageFrame from '../components/UserPageFrame';
import RegisterForm from './components/RegisterForm';

/** New accounts wait for an administrator's approval; the e-mailed link confirms the address (see the activate page). */
export default function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string>();

  return (
    <UserPageFrame heading="Register">
      {registeredEmail ? (
        <Result
          status="success"
          title="Check your e-mail to confirm your address"
          subTitle={`We sent a confirmation link to ${registeredEmail}. An administrator of the centre approves every new account; you will get an e-mail once yours is approved.`}
          extra={<BackToSignIn />}
        />
      ) : (
        <RegisterForm onRegistered={setRegisteredEmail} />
      )}
    </UserPageFrame>
  );
}

import { Result } from 'antd';
import { useState } from 'react';
import BackToSignIn from '../components/BackToSignIn';
import UserPageFrame from '../components/UserPageFrame';
import RegisterForm from './components/RegisterForm';

/** New accounts stay inactive until the e-mailed link is opened (see the activate page). */
export default function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string>();

  return (
    <UserPageFrame heading="Register">
      {registeredEmail ? (
        <Result
          status="success"
          title="Check your e-mail to activate your account"
          subTitle={`We sent an activation link to ${registeredEmail}.`}
          extra={<BackToSignIn />}
        />
      ) : (
        <RegisterForm onRegistered={setRegisteredEmail} />
      )}
    </UserPageFrame>
  );
}

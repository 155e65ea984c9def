import { useDispatch, useSelector } from '@umijs/max';
import type { LoginState } from '@/models/login';
import UserPageFrame from '../components/UserPageFrame';
import LoginForm, { type LoginSubmission } from './components/LoginForm';

type LoginPageState = {
  login: LoginState;
  loading: { effects: Record<string, boolean | undefined> };
};

/**
 * Connects the sign-in form to the dva `login` model, which stores the token and authorities and
 * redirects on success; this page only reports the model's outcome.
 */
export default function LoginPage() {
  const dispatch = useDispatch();
  const { status, type } = useSelector((state: LoginPageState) => state.login);
  const submitting = useSelector((state: LoginPageState) => Boolean(state.loading.effects['login/login']));

  const onSubmit = (payload: LoginSubmission) => dispatch({ type: 'login/login', payload });

  return (
    <UserPageFrame heading="Sign in">
      <LoginForm onSubmit={onSubmit} status={status} type={type} submitting={submitting} />
    </UserPageFrame>
  );
}

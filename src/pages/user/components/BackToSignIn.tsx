import { Link } from '@umijs/max';

// A plain link: wrapping a Button in a link would nest two interactive elements, which axe flags.
export default function BackToSignIn() {
  return <Link to="/user/login">Back to sign in</Link>;
}

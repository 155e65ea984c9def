import NotFoundPage from './exception/404';

/**
 * Any unknown path, inside the signed-in layout (issue 19): a signed-in user keeps the menu and header;
 * someone signed out is sent to sign in first and comes back here.
 */
export default function NotFound() {
  return <NotFoundPage />;
}

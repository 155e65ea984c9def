import { Navigate, useModel } from '@umijs/max';
import { homePathFor } from './home-path';

export default function Home() {
  const { initialState } = useModel('@@initialState');
  return <Navigate to={homePathFor(initialState?.currentUser?.authorities ?? [])} replace />;
}

import { useRouteProps } from '@umijs/max';
import NotAvailable from '@/components/NotAvailable';

/** Every route whose screen is not built yet renders this, named after the route. */
export default function NotAvailablePage() {
  const { name } = useRouteProps() as { name?: string };
  return <NotAvailable screen={name} />;
}

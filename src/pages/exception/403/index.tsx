import ExceptionResult from '@/components/ExceptionResult';
import messages from '@/locales/en-US';

/** Access denied (spec §6): also the layout's `unAccessible` page. */
export default function ForbiddenPage() {
  return <ExceptionResult status="403" title="403" subTitle={messages['exception.403']} />;
}

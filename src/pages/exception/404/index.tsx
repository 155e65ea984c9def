import ExceptionResult from '@/components/ExceptionResult';
import messages from '@/locales/en-US';

export default function NotFoundPage() {
  return <ExceptionResult status="404" title="404" subTitle={messages['exception.404']} />;
}

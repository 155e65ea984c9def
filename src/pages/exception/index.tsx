import { useLocation } from '@umijs/max';
import ExceptionResult from '@/components/ExceptionResult';
import messages from '@/locales/en-US';

/** Reads `errorCode` and `errorMessage` from the query: the target of showType 9 (redirect). */
export function readException(search: string): { errorCode: string; errorMessage: string } {
  const query = new URLSearchParams(search);
  return {
    errorCode: query.get('errorCode') || 'Error',
    errorMessage: query.get('errorMessage') || messages['exception.generic'],
  };
}

export default function ExceptionPage() {
  const { search } = useLocation();
  const { errorCode, errorMessage } = readException(search);
  return <ExceptionResult status="error" title={errorCode} subTitle={errorMessage} />;
}

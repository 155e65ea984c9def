import { EMPTY } from '@/utils/format';
import { formatMoney, isNegativeMoney } from './money';

export * from './money';

/** How a debt reads: #cf1322 on white passes the 4.5:1 contrast check. */
export const debtStyle = (amount: string | undefined) => (isNegativeMoney(amount) ? { color: '#cf1322' } : undefined);

/** An amount from the server (a decimal string) formatted for reading; a debt shows in red. */
export default function Money({ amount }: { amount: string | null | undefined }) {
  if (amount === null || amount === undefined || amount === '') return <span>{EMPTY}</span>;
  return <span style={debtStyle(amount)}>{formatMoney(amount)}</span>;
}

import { formatMoney } from '@/components/VoucherPurchaseForm';

/** An amount from the server (a decimal string) formatted for reading; a debt shows in red. */
export default function Money({ amount }: { amount: string | null | undefined }) {
  if (amount === null || amount === undefined || amount === '') return <span>-</span>;
  const negative = amount.trim().startsWith('-');
  // #cf1322 on white passes the 4.5:1 contrast check.
  return <span style={negative ? { color: '#cf1322' } : undefined}>{formatMoney(amount)}</span>;
}

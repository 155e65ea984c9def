import { Alert, Descriptions, Spin } from 'antd';
import { formatMoney, MONEY_PATTERN } from '@/components/Money';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { type Loaded, useLoaded } from '@/components/SectionLoading/use-loaded';
import { getStudent } from '@/services/api/students';
import { voucherPaymentPreview } from './term-register-api-mapping';

export type BalanceState =
  | { status: 'loading' }
  | { status: 'failed'; load: Loaded<unknown> }
  | { status: 'ready'; balance: string };

/** The student's voucher balance, fetched again when the student changes. */
export function useVoucherBalance(studentId: number): BalanceState {
  const student = useLoaded(() => getStudent({ id: studentId }), studentId);
  // A retry keeps the failure (and its spinning Retry) on screen until it succeeds.
  if (student.failed) return { status: 'failed', load: student as Loaded<unknown> };
  if (student.loading || !student.data) return { status: 'loading' };
  return { status: 'ready', balance: student.data.voucherBalance };
}

type VoucherBalanceNoticeProps = { balance: BalanceState; studentName: string; price?: string };

/**
 * What paying by voucher does to a student's balance. A charge may take it below zero (the debt
 * shows), so a balance lower than the price is a warning, not a refusal.
 */
export default function VoucherBalanceNotice({ balance, studentName, price }: VoucherBalanceNoticeProps) {
  if (balance.status === 'loading') return <Spin aria-label="Loading the voucher balance" />;
  if (balance.status === 'failed') {
    return <LoadFailed loaded={balance.load} what="the voucher balance (paying by voucher may take it below zero)" />;
  }
  const preview = price && MONEY_PATTERN.test(price.trim()) ? voucherPaymentPreview(balance.balance, price) : undefined;
  return (
    <>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Current voucher balance">{formatMoney(balance.balance)}</Descriptions.Item>
        {preview && <Descriptions.Item label="Balance after payment">{formatMoney(preview.after)}</Descriptions.Item>}
      </Descriptions>
      {preview?.lowerThanPrice && (
        <Alert
          type="warning"
          showIcon
          message="The voucher balance is lower than the price"
          description={`Paying by voucher leaves ${studentName} owing ${formatMoney(preview.after.slice(1))} in vouchers.`}
        />
      )}
    </>
  );
}

import { Alert, Descriptions, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { formatMoney, MONEY_PATTERN } from '@/components/Money';
import { getStudent } from '@/services/api/students';
import { voucherPaymentPreview } from './term-register-api-mapping';

export type BalanceState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; balance: string };

/** The student's voucher balance, fetched again when the student changes. */
export function useVoucherBalance(studentId: number): BalanceState {
  const [state, setState] = useState<BalanceState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The request layer reports a failure; the notice then says the balance is unknown.
    getStudent({ id: studentId }).then(
      (student) => current && setState({ status: 'ready', balance: student.voucherBalance }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [studentId]);
  return state;
}

type VoucherBalanceNoticeProps = { balance: BalanceState; studentName: string; price?: string };

/**
 * What paying by voucher does to a student's balance. A charge may take it below zero (the debt
 * shows), so a balance lower than the price is a warning, not a refusal.
 */
export default function VoucherBalanceNotice({ balance, studentName, price }: VoucherBalanceNoticeProps) {
  if (balance.status === 'loading') return <Spin aria-label="Loading the voucher balance" />;
  if (balance.status === 'failed') {
    return <Alert type="error" showIcon message="The voucher balance could not be loaded; it may go below zero." />;
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

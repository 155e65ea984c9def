import { ProFormTextArea } from '@ant-design/pro-components';
import { Button, Typography } from 'antd';
import { REASON_MAX_LENGTH, reasonRules, useSaveRecord } from '@/components/FormSupport';
import { formatMoney } from '@/components/Money';
import RecordModalForm from '@/components/RecordModalForm';
import { refundOnlinePurchase } from '@/services/api/voucherPackages';

type Props = { purchase: API.VoucherPurchase; onRefunded: () => void };

/**
 * Administrators' refund of a purchase a family paid online: the money goes back to the card through
 * the centre's card provider, and the purchase and its gift are reversed in the ledger.
 */
export default function OnlineRefundButton({ purchase, onRefunded }: Props) {
  const { form, onFinish } = useSaveRecord<{ reason: string }, API.OnlineRefund>({
    create: ({ reason }, options) => refundOnlinePurchase({ id: purchase.id }, { reason: reason.trim() }, options),
    addedText: (refund) =>
      refund.status === 'REFUNDED'
        ? `Refunded to the card. New balance: ${formatMoney(refund.balance)}`
        : `Vouchers taken back; the card refund is not confirmed: ${refund.message ?? 'try again'}`,
    failedText: 'Failed to refund, try again',
    onSaved: onRefunded,
  });
  return (
    <RecordModalForm<{ reason: string }>
      form={form}
      title="Refund this online purchase to the card"
      trigger={
        <Button type="link" size="small">
          Refund to card
        </Button>
      }
      width={480}
      onFinish={onFinish}
      submitText="Refund"
    >
      <Typography.Paragraph>
        The card is refunded what it paid, and {formatMoney(purchase.voucherAmount)} in vouchers
        {/[1-9]/.test(purchase.giftAmount) ? ` and the ${formatMoney(purchase.giftAmount)} gift` : ''} are taken back
        from the balance. Refused if the vouchers were already spent.
      </Typography.Paragraph>
      <ProFormTextArea
        name="reason"
        label="Reason"
        fieldProps={{ maxLength: REASON_MAX_LENGTH, showCount: true }}
        rules={reasonRules}
      />
    </RecordModalForm>
  );
}

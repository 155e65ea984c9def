import { ProFormDatePicker, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, type FormRule, message } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { amountFormatRule, formatMoney, isPositiveMoney, MONEY_PATTERN } from '@/components/Money';
import RecordModalForm from '@/components/RecordModalForm';
import { createVoucherPurchase } from '@/services/api/vouchers';
import { newPurchaseValues, type PurchaseFormValues, toVoucherPurchaseBody } from './purchase-form-mapping';
import { PURCHASE_TYPE_OPTIONS } from './purchase-types';

export type PurchaseModalProps = {
  student: { id: number; name: string };
  onClose: () => void;
  onRecorded?: (purchase: API.VoucherPurchase) => void;
};

const amountRule: FormRule = amountFormatRule('100.00');

/** Mirrors the server: a purchase must move something, vouchers bought or given. */
const somethingBoughtOrGiven: FormRule = ({ getFieldValue }) => ({
  validator: (_, value?: string) => {
    const voucher = String(value ?? '').trim();
    const gift = String(getFieldValue('giftAmount') ?? '').trim() || '0';
    // A badly written amount is the format rule's to report.
    if (!MONEY_PATTERN.test(voucher) || !MONEY_PATTERN.test(gift)) return Promise.resolve();
    return isPositiveMoney(voucher) || isPositiveMoney(gift)
      ? Promise.resolve()
      : Promise.reject(new Error('Enter a voucher or gift amount greater than 0'));
  },
});

/**
 * The purchase form, mounted while it is open (src/components/VoucherPurchaseForm opens it). The server
 * posts the purchase and its gift to the ledger and answers the new balance, which is shown on success.
 */
export default function PurchaseModal({ student, onClose, onRecorded }: PurchaseModalProps) {
  const [form] = Form.useForm<PurchaseFormValues>();

  const record = async (values: PurchaseFormValues) => {
    try {
      const purchase = await createVoucherPurchase(toVoucherPurchaseBody(student.id, values), {
        skipErrorHandler: true,
      });
      message.success(`Recorded. New balance: ${formatMoney(purchase.currentBalance)}`);
      onRecorded?.(purchase);
      return true;
    } catch (error) {
      showServerFieldErrors(form, error);
      showRequestFailure('Failed to add, try again', error);
      return false;
    }
  };

  return (
    <RecordModalForm<PurchaseFormValues>
      form={form}
      name="voucherPurchase"
      title={`Record voucher purchase: ${student.name}`}
      onClose={onClose}
      width={520}
      initialValues={newPurchaseValues()}
      onFinish={record}
      submitText="Record"
    >
      <ProFormSelect
        name="type"
        label="Payment type"
        options={PURCHASE_TYPE_OPTIONS}
        rules={[{ required: true, message: 'Please choose how it was paid!' }]}
      />
      <ProFormDatePicker
        name="purchaseDate"
        label="Purchase date"
        fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
        rules={[{ required: true, message: 'Please enter the purchase date!' }]}
      />
      <ProFormText
        name="voucherAmount"
        label="Voucher amount"
        dependencies={['giftAmount']}
        fieldProps={{ inputMode: 'decimal' }}
        rules={[
          { required: true, whitespace: true, message: 'Please enter the voucher amount!' },
          amountRule,
          somethingBoughtOrGiven,
        ]}
      />
      <ProFormText
        name="giftAmount"
        label="Gift amount"
        fieldProps={{ inputMode: 'decimal' }}
        extra="Vouchers given free with this purchase"
        rules={[amountRule]}
      />
      <ProFormTextArea name="comments" label="Comments" fieldProps={{ maxLength: 500, showCount: true }} />
    </RecordModalForm>
  );
}

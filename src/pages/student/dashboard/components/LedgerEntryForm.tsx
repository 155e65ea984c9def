import { ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { FormRule } from 'antd';
import { REASON_MAX_LENGTH, reasonRules, useSaveRecord } from '@/components/FormSupport';
import { formatMoney, isPositiveMoney, MONEY_PATTERN, toMoneyString } from '@/components/Money';
import RecordModalForm from '@/components/RecordModalForm';
import { createLedgerEntry } from '@/services/api/vouchers';

type LedgerEntryFormValues = { kind: API.LedgerEntryCreateInput['kind']; amount?: string; reason?: string };

type LedgerEntryFormProps = {
  student: { id: number; name: string };
  trigger: JSX.Element;
  onRecorded: () => void;
};

/** The amount as typed, without a leading sign. */
const unsigned = (value?: string) => (value ?? '').trim().replace(/^[-+]/, '');

/** Mirrors the server (ledger.schemas.ts): a positive refund, a signed non-zero adjustment. */
const amountRule: FormRule = ({ getFieldValue }) => ({
  validator: (_, value?: string) => {
    const text = (value ?? '').trim();
    if (!text) return Promise.resolve();
    const isRefund = getFieldValue('kind') === 'refund';
    if (isRefund && text.startsWith('-')) return Promise.reject(new Error('Enter a refund as a positive amount'));
    if (!MONEY_PATTERN.test(unsigned(text)) || text.startsWith('+')) {
      return Promise.reject(
        new Error(
          isRefund
            ? 'Enter an amount like 20.00 (at most 2 decimals)'
            : 'Enter an amount like 5.00 or -5.00 (at most 2 decimals)',
        ),
      );
    }
    return isPositiveMoney(text) ? Promise.resolve() : Promise.reject(new Error('Enter an amount other than 0'));
  },
});

/** The form's values → POST /api/students/{id}/ledger-entries: "-5.00"-style amounts, the reason trimmed. */
export function toLedgerEntryBody(values: LedgerEntryFormValues): API.LedgerEntryCreateInput {
  const amount = (values.amount ?? '').trim();
  const sign = amount.startsWith('-') ? '-' : '';
  return {
    kind: values.kind,
    amount: `${sign}${toMoneyString(unsigned(amount))}`,
    reason: (values.reason ?? '').trim(),
  };
}

/**
 * Administrators' refund (vouchers paid back, taken off the balance) or adjustment (a correction
 * either way). The server posts it to the ledger and refuses one that would take the balance below
 * zero; its message is shown as it is.
 */
export default function LedgerEntryForm({ student, trigger, onRecorded }: LedgerEntryFormProps) {
  const { form, onFinish } = useSaveRecord<LedgerEntryFormValues, API.LedgerEntry>({
    create: (values, options) => createLedgerEntry({ id: student.id }, toLedgerEntryBody(values), options),
    addedText: (entry) => `Recorded. New balance: ${formatMoney(entry.balanceAfter)}`,
    onSaved: onRecorded,
  });

  return (
    <RecordModalForm<LedgerEntryFormValues>
      form={form}
      name="ledgerEntry"
      title={`Refund or adjust vouchers: ${student.name}`}
      trigger={trigger}
      width={520}
      initialValues={{ kind: 'refund' }}
      onFinish={onFinish}
      submitText="Record"
    >
      <ProFormRadio.Group
        name="kind"
        label="Kind"
        radioType="button"
        options={[
          { label: 'Refund', value: 'refund' },
          { label: 'Adjustment', value: 'adjustment' },
        ]}
      />
      <ProFormText
        name="amount"
        label="Amount"
        dependencies={['kind']}
        fieldProps={{ inputMode: 'decimal' }}
        extra="A refund is taken off the balance; an adjustment adds, or takes off with a minus sign (-5.00)"
        rules={[{ required: true, whitespace: true, message: 'Please enter the amount!' }, amountRule]}
      />
      <ProFormTextArea
        name="reason"
        label="Reason"
        fieldProps={{ maxLength: REASON_MAX_LENGTH, showCount: true }}
        rules={reasonRules}
      />
    </RecordModalForm>
  );
}

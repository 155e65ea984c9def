import { ProFormTextArea } from '@ant-design/pro-components';
import { Button } from 'antd';
import { REASON_MAX_LENGTH, reasonRules, useSaveRecord } from '@/components/FormSupport';
import { formatMoney } from '@/components/Money';
import RecordModalForm from '@/components/RecordModalForm';
import { reverseLedgerEntry } from '@/services/api/vouchers';

/**
 * Whether an entry can be reversed here (server: reverseEntry in ledger.service.ts). A charge is
 * undone from the term register or lesson that made it, a reversal is not reversed again (an
 * adjustment corrects it), an entry is reversed once, and a purchase a family paid online is undone
 * by "Refund to card", which also gives the money back.
 */
export const isReversible = (entry: API.LedgerEntry) =>
  entry.kind !== 'charge' && entry.reversesEntryId === null && entry.reversedByEntryId === null && !entry.paidOnline;

/** A purchase and its gift were one event: reversing either reverses both. */
const whatIsReversed = (entry: API.LedgerEntry) =>
  entry.purchaseId !== null ? 'this voucher purchase and its gift' : `this ${entry.kind}`;

type ReverseEntryButtonProps = { entry: API.LedgerEntry; onReversed: () => void };

/** Administrators' undo of a mistaken entry: opposite adjustments that name it, with a reason. */
export default function ReverseEntryButton({ entry, onReversed }: ReverseEntryButtonProps) {
  const { form, onFinish } = useSaveRecord<{ reason: string }, API.LedgerReversal>({
    create: ({ reason }, options) => reverseLedgerEntry({ id: entry.id }, { reason: reason.trim() }, options),
    addedText: (reversal) => `Reversed. New balance: ${formatMoney(reversal.balance)}`,
    failedText: 'Failed to reverse, try again',
    onSaved: onReversed,
  });

  return (
    <RecordModalForm<{ reason: string }>
      form={form}
      title={`Reverse ${whatIsReversed(entry)}`}
      trigger={
        <Button type="link" size="small">
          Reverse
        </Button>
      }
      width={480}
      onFinish={onFinish}
      submitText="Reverse"
    >
      <ProFormTextArea
        name="reason"
        label="Reason"
        fieldProps={{ maxLength: REASON_MAX_LENGTH, showCount: true }}
        rules={reasonRules}
      />
    </RecordModalForm>
  );
}

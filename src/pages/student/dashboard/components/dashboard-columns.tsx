import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import Money from '@/components/Money';
import { PURCHASE_TYPE_VALUE_ENUM, PurchaseTypeCell } from '@/components/VoucherPurchaseForm';
import { formatDateTime } from '@/utils/format';
import OnlineRefundButton from './OnlineRefundButton';
import ReverseEntryButton, { isReversible } from './ReverseEntryButton';

const money = <T,>(title: string, pick: (row: T) => string): ProColumns<T> => ({
  title,
  key: title,
  align: 'right',
  render: (_, row) => <Money amount={pick(row)} />,
});

const purchaseBaseColumns: ProColumns<API.VoucherPurchase>[] = [
  { title: 'Purchase date', dataIndex: 'purchaseDate', valueType: 'date' },
  {
    title: 'Type',
    dataIndex: 'type',
    valueEnum: PURCHASE_TYPE_VALUE_ENUM,
    render: (type, row) => <PurchaseTypeCell type={type} reversedAt={row.reversedAt} source={row.source} />,
  },
  money('Voucher amount', (row) => row.voucherAmount),
  money('Gift amount', (row) => row.giftAmount),
  money('Balance after', (row) => row.currentBalance),
  { title: 'Comments', dataIndex: 'comments', ellipsis: true },
  { title: 'Recorded by', dataIndex: 'createdBy' },
];

/** With `onRefunded` (administrators), an online purchase not reversed yet can be refunded to the card. */
export function purchaseColumns(onRefunded?: () => void): ProColumns<API.VoucherPurchase>[] {
  if (!onRefunded) return purchaseBaseColumns;
  return [
    ...purchaseBaseColumns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_, purchase) =>
        purchase.source === 'online' && !purchase.reversedAt ? (
          <OnlineRefundButton purchase={purchase} onRefunded={onRefunded} />
        ) : null,
    },
  ];
}

const LEDGER_KINDS: Record<API.LedgerEntry['kind'], string> = {
  purchase: 'Purchase',
  gift: 'Gift',
  charge: 'Charge',
  refund: 'Refund',
  adjustment: 'Adjustment',
  opening: 'Opening balance',
};

/** The ledger's columns; with `onReversed` (administrators), a Reverse action on each reversible entry. */
export function ledgerColumns(onReversed?: () => void): ProColumns<API.LedgerEntry>[] {
  const columns: ProColumns<API.LedgerEntry>[] = [
    { title: 'When', dataIndex: 'createdAt', valueType: 'dateTime', render: (_, row) => formatDateTime(row.createdAt) },
    { title: 'Kind', dataIndex: 'kind', render: (_, entry) => LEDGER_KINDS[entry.kind] },
    money('Amount', (entry) => entry.amount),
    money('Balance after', (entry) => entry.balanceAfter),
    { title: 'Reason', dataIndex: 'reason', ellipsis: true },
    { title: 'Recorded by', dataIndex: 'createdBy' },
  ];
  if (!onReversed) return columns;
  return [
    ...columns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_, entry) => (isReversible(entry) ? <ReverseEntryButton entry={entry} onReversed={onReversed} /> : null),
    },
  ];
}

const PAYMENT_TYPE_VALUE_ENUM = { ...PURCHASE_TYPE_VALUE_ENUM, VOUCHER: { text: 'Voucher' } };

export const termRegisterColumns: ProColumns<API.TermRegister>[] = [
  { title: 'Term', dataIndex: 'termLabel' },
  { title: 'Course', dataIndex: 'courseName' },
  { title: 'Teacher', dataIndex: 'teacherName' },
  { title: 'Payment type', dataIndex: 'paymentType', valueEnum: PAYMENT_TYPE_VALUE_ENUM },
  money('Price', (register) => register.price),
  {
    title: 'Paid',
    dataIndex: 'paid',
    // Dark fills with white text for contrast, as the status tags.
    render: (_, register) => (register.paid ? <Tag color="#237804">Paid</Tag> : <Tag color="#a8071a">Unpaid</Tag>),
  },
  { title: 'Registered', dataIndex: 'createDate', valueType: 'date' },
];

import type { ProColumns } from '@ant-design/pro-components';
import AppLink from '@/components/AppLink';
import { Ellipsis } from '@/components/ListTable';
import { formatMoney } from '@/components/Money';
import { studentDashboardPath } from '@/components/Student';
import { PURCHASE_TYPE_VALUE_ENUM, PurchaseTypeCell } from '@/components/VoucherPurchaseForm';

/**
 * Columns double as the search form: `dateRange` (hidden in the table) and `type` are the filters
 * sent to the API; only the server's sortable fields have `sorter`. Amounts stay decimal strings.
 */
/** Comments and who recorded a purchase wait behind the column settings: the rest fit 1280 px. */
export const PURCHASE_HIDDEN_COLUMNS = ['comments', 'createdBy'];

export const purchaseColumns: ProColumns<API.VoucherPurchase>[] = [
  { title: 'Purchase date', dataIndex: 'dateRange', valueType: 'dateRange', hideInTable: true },
  { title: 'Student ID', dataIndex: 'studentNumber', sorter: true, hideInSearch: true },
  {
    title: 'Student',
    dataIndex: 'studentName',
    hideInSearch: true,
    render: (_, purchase) => (
      <Ellipsis text={purchase.studentName} width={180}>
        <AppLink to={studentDashboardPath(purchase.studentId)}>{purchase.studentName}</AppLink>
      </Ellipsis>
    ),
  },
  {
    title: 'Type',
    dataIndex: 'type',
    valueType: 'select',
    valueEnum: PURCHASE_TYPE_VALUE_ENUM,
    sorter: true,
    render: (type, purchase) => (
      <PurchaseTypeCell type={type} reversedAt={purchase.reversedAt} source={purchase.source} />
    ),
  },
  { title: 'Purchase date', dataIndex: 'purchaseDate', sorter: true, hideInSearch: true },
  {
    title: 'Voucher amount',
    dataIndex: 'voucherAmount',
    align: 'right',
    sorter: true,
    hideInSearch: true,
    render: (_, purchase) => formatMoney(purchase.voucherAmount),
  },
  {
    title: 'Gift amount',
    dataIndex: 'giftAmount',
    align: 'right',
    sorter: true,
    hideInSearch: true,
    render: (_, purchase) => formatMoney(purchase.giftAmount),
  },
  {
    title: 'Balance after',
    dataIndex: 'currentBalance',
    align: 'right',
    sorter: true,
    hideInSearch: true,
    render: (_, purchase) => formatMoney(purchase.currentBalance),
  },
  { title: 'Comments', dataIndex: 'comments', ellipsis: true, width: 200, hideInSearch: true },
  { title: 'Recorded by', dataIndex: 'createdBy', hideInSearch: true, ellipsis: true, width: 140 },
];

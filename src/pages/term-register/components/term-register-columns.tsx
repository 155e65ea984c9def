import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Tag } from 'antd';
import AppLink from '@/components/AppLink';
import { Ellipsis } from '@/components/ListTable';
import { formatMoney } from '@/components/Money';
import { searchedSelect } from '@/components/ProTableSupport';
import type { IdOption } from '@/components/ReferenceSelect';
import { studentDashboardPath } from '@/components/Student';
import { PAID_VALUE_ENUM, PAYMENT_TYPE_VALUE_ENUM } from './payment-types';

type ColumnOptions = {
  /** Term options for the filter (including the term from the URL, so it shows by name). */
  searchTerms: (keyword?: string) => Promise<IdOption[]>;
  searchStudents: (keyword?: string) => Promise<IdOption[]>;
  /** The term the screen was opened for (`?termId=`), preselected in the filter. */
  initialTermId?: number;
  /** 'false' opens the list on unpaid registers (the dashboard's link). */
  initialPaid?: 'true' | 'false';
  onEdit: (register: API.TermRegister) => void;
  onMarkPaid: (register: API.TermRegister) => void;
  /** Offered on paid registers when given (administrators: the server refuses anyone else). */
  onUndoPayment?: (register: API.TermRegister) => void;
  onDelete: (register: API.TermRegister) => Promise<void>;
};

// Solid dark fills with white text keep the 4.5:1 contrast axe asks for.
const PaidTag = ({ paid }: { paid: boolean }) =>
  paid ? <Tag color="#237804">Paid</Tag> : <Tag color="#ad4e00">Unpaid</Tag>;

/**
 * Shown at first: term, student, paid, price, payment type and the actions (they fit 1280 px); the term's
 * label already names its course. The rest wait behind the column settings.
 */
export const TERM_REGISTER_HIDDEN_COLUMNS = ['teacherName', 'courseName', 'createDate', 'comments'];

/**
 * Columns double as the search form: term and student are searched selects sent as termId and
 * studentId, paid is Paid/Unpaid (empty = all); the toolbar keyword matches student names and numbers.
 */
export function termRegisterColumns(options: ColumnOptions): ProColumns<API.TermRegister>[] {
  const { onEdit, onMarkPaid, onUndoPayment, onDelete } = options;
  return [
    {
      title: 'Term',
      dataIndex: 'termId',
      initialValue: options.initialTermId,
      ...searchedSelect(options.searchTerms),
      render: (_, register) => <Ellipsis text={register.termLabel} width={180} />,
    },
    {
      title: 'Student',
      dataIndex: 'studentId',
      ...searchedSelect(options.searchStudents),
      render: (_, register) => (
        <Ellipsis text={`${register.studentName} (${register.studentNumber})`} width={180}>
          <AppLink to={studentDashboardPath(register.studentId)}>
            {register.studentName} ({register.studentNumber})
          </AppLink>
        </Ellipsis>
      ),
    },
    {
      title: 'Paid',
      dataIndex: 'paid',
      valueType: 'select',
      valueEnum: PAID_VALUE_ENUM,
      initialValue: options.initialPaid,
      sorter: true,
      render: (_, register) => <PaidTag paid={register.paid} />,
    },
    { title: 'Teacher', dataIndex: 'teacherName', hideInSearch: true, ellipsis: true, width: 150 },
    { title: 'Course', dataIndex: 'courseName', hideInSearch: true, ellipsis: true, width: 160 },
    {
      title: 'Payment type',
      dataIndex: 'paymentType',
      valueEnum: PAYMENT_TYPE_VALUE_ENUM,
      sorter: true,
      hideInSearch: true,
    },
    {
      title: 'Price',
      dataIndex: 'price',
      sorter: true,
      hideInSearch: true,
      align: 'right',
      render: (_, register) => formatMoney(register.price),
    },
    { title: 'Create date', dataIndex: 'createDate', sorter: true, hideInSearch: true },
    { title: 'Comments', dataIndex: 'comments', ellipsis: true, width: 200, hideInSearch: true },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      render: (_, register) => [
        <Button key="edit" type="link" size="small" onClick={() => onEdit(register)}>
          Edit
        </Button>,
        ...(register.paid
          ? onUndoPayment
            ? [
                <Button key="unpay" type="link" size="small" onClick={() => onUndoPayment(register)}>
                  Undo payment
                </Button>,
              ]
            : []
          : [
              <Button key="pay" type="link" size="small" onClick={() => onMarkPaid(register)}>
                Mark paid
              </Button>,
              <Popconfirm
                key="delete"
                title={`Delete the register of ${register.studentName}?`}
                okText="Delete"
                cancelText="Cancel"
                onConfirm={() => onDelete(register)}
              >
                <Button type="link" size="small">
                  Delete
                </Button>
              </Popconfirm>,
            ]),
      ],
    },
  ];
}

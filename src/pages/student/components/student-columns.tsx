import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Button } from 'antd';
import { Ellipsis, phoneCell } from '@/components/ListTable';
import Money from '@/components/Money';
import { STUDENT_STATUS_VALUE_ENUM, StudentStatusTag, studentDashboardPath, studentName } from '@/components/Student';
import VoucherPurchaseForm from '@/components/VoucherPurchaseForm';
import type { StudentStatus } from './student-api-mapping';

type ColumnOptions = {
  /** Statuses this screen lists: the search form offers them when there is a choice. */
  statuses: StudentStatus[];
  onEdit: (student: API.Student) => void;
  /** A purchase changed a balance: the page reloads. */
  onPurchase: () => void;
};

/**
 * Shown at first: ID, name, status, phone, balance and the actions (they fit 1280 px); referrer, e-mail,
 * hourly rate and start date are on the student's dashboard and behind the column settings.
 */
export const STUDENT_HIDDEN_COLUMNS = ['referrer', 'email', 'hourlyRate', 'startDate'];

/**
 * Sorting and filtering happen on the server: only its sortable fields have `sorter`, and the one
 * search-form field is the status (the keyword is in the toolbar). The name column sorts by last name.
 */
export function studentColumns({ statuses, onEdit, onPurchase }: ColumnOptions): ProColumns<API.Student>[] {
  const statusChoices = Object.fromEntries(statuses.map((status) => [status, STUDENT_STATUS_VALUE_ENUM[status]]));
  return [
    { title: 'Student ID', dataIndex: 'studentId', sorter: true, hideInSearch: true },
    {
      title: 'Name',
      dataIndex: 'lastName',
      sorter: true,
      hideInSearch: true,
      render: (_, student) => (
        <Ellipsis text={studentName(student)} width={180}>
          <Link to={studentDashboardPath(student.id)}>{studentName(student)}</Link>
        </Ellipsis>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: statusChoices,
      hideInSearch: statuses.length < 2,
      render: (_, student) => <StudentStatusTag status={student.status} />,
    },
    { title: 'Referrer', dataIndex: 'referrer', hideInSearch: true, ellipsis: true, width: 140 },
    { title: 'Phone', dataIndex: 'phone', hideInSearch: true, render: (_, student) => phoneCell(student.phone) },
    { title: 'E-mail', dataIndex: 'email', hideInSearch: true, ellipsis: true, width: 200 },
    {
      title: 'Balance',
      dataIndex: 'voucherBalance',
      sorter: true,
      hideInSearch: true,
      align: 'right',
      render: (_, student) => <Money amount={student.voucherBalance} />,
    },
    {
      title: 'Hourly rate',
      dataIndex: 'hourlyRate',
      hideInSearch: true,
      align: 'right',
      render: (_, student) => <Money amount={student.hourlyRate} />,
    },
    { title: 'Start date', dataIndex: 'startDate', sorter: true, valueType: 'date', hideInSearch: true },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      render: (_, student) => [
        <Button key="edit" type="link" size="small" onClick={() => onEdit(student)}>
          Edit
        </Button>,
        <Link key="dashboard" to={studentDashboardPath(student.id)}>
          Dashboard
        </Link>,
        // The server refuses purchases for inactive students: they are activated first.
        ...(student.status === 'inactive'
          ? []
          : [
              <VoucherPurchaseForm
                key="purchase"
                student={{ id: student.id, name: studentName(student) }}
                trigger={
                  <Button type="link" size="small">
                    Record purchase
                  </Button>
                }
                onRecorded={onPurchase}
              />,
            ]),
      ],
    },
  ];
}

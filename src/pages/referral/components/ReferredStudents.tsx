import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Modal } from 'antd';
import Money from '@/components/Money';
import { type TablePageParams, tableRequest } from '@/components/ProTableSupport';
import { StudentStatusTag, studentDashboardPath, studentName } from '@/components/Student';
import { listStudents } from '@/services/api/students';

const columns: ProColumns<API.Student>[] = [
  { title: 'Student ID', dataIndex: 'studentId' },
  {
    title: 'Name',
    key: 'name',
    render: (_, student) => <Link to={studentDashboardPath(student.id)}>{studentName(student)}</Link>,
  },
  { title: 'Status', dataIndex: 'status', render: (_, student) => <StudentStatusTag status={student.status} /> },
  { title: 'Balance', key: 'balance', align: 'right', render: (_, s) => <Money amount={s.voucherBalance} /> },
  {
    title: 'Report',
    key: 'report',
    render: (_, student) => (
      <Link to={studentDashboardPath(student.id)} aria-label={`View report of ${studentName(student)}`}>
        View report
      </Link>
    ),
  },
];

/** The students a referral brought, whatever their status, each linked to their dashboard (their report). */
export default function ReferredStudents({ referral, onClose }: { referral: API.Referral; onClose: () => void }) {
  return (
    <Modal open title={`Students referred by ${referral.referrer}`} width={800} footer={null} onCancel={onClose}>
      <ProTable<API.Student>
        rowKey="id"
        columns={columns}
        request={tableRequest(listStudents, ({ current = 1, pageSize = 10 }: TablePageParams) => ({
          referralId: referral.id,
          page: current,
          pageSize,
        }))}
        pagination={{ defaultPageSize: 10 }}
        search={false}
        options={false}
        locale={{ emptyText: 'No students name this referral yet.' }}
      />
    </Modal>
  );
}

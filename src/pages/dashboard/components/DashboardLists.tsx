import { Button, Card, Col, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import AppLink from '@/components/AppLink';
import { lessonWhen, TeacherDot } from '@/components/LessonDisplay';
import Money from '@/components/Money';
import VoucherPurchaseForm from '@/components/VoucherPurchaseForm';
import { formatWeekdayDateTime } from '@/utils/format';
import { links } from './dashboard-links';
import { lessonTimeColumn } from './lesson-time-column';

type ListsProps = {
  lists?: API.DashboardLists;
  loading: boolean;
  onOpenLesson: (id: number) => void;
  /** After a purchase was recorded from the low-balance list. */
  onChanged: () => void;
};

/** "Showing 50 of 73" under a list cut at the server's limit. */
function MoreThanShown({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
      Showing the first {shown} of {total}.
    </Typography.Text>
  );
}

function LowBalance({ lists, loading, onChanged }: ListsProps) {
  const columns: ColumnsType<API.LowBalanceStudent> = [
    {
      title: 'Student',
      key: 'name',
      render: (_, student) => (
        <AppLink to={links.studentDashboard(student.id)}>
          {student.name} ({student.studentNumber})
        </AppLink>
      ),
    },
    { title: 'Balance', key: 'balance', align: 'right', render: (_, student) => <Money amount={student.balance} /> },
    {
      title: 'Next lesson',
      key: 'next',
      render: (_, student) =>
        student.nextLessonStart ? formatWeekdayDateTime(student.nextLessonStart) : 'None booked',
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: (_, student) => (
        <VoucherPurchaseForm
          student={{ id: student.id, name: student.name }}
          trigger={
            <Button type="link" size="small">
              Record purchase
            </Button>
          }
          onRecorded={onChanged}
        />
      ),
    },
  ];
  const list = lists?.lowBalanceStudents;
  return (
    <Card title="Students under the balance threshold" size="small" style={{ height: '100%' }}>
      <Table<API.LowBalanceStudent>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={list?.items ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: 'Every active student is at or above the balance threshold.' }}
      />
      {list && <MoreThanShown shown={list.items.length} total={list.total} />}
    </Card>
  );
}

function UnpaidRegisters({ lists, loading }: ListsProps) {
  const columns: ColumnsType<API.UnpaidTermRegister> = [
    { title: 'Term', dataIndex: 'termLabel', ellipsis: true },
    {
      title: 'Student',
      key: 'student',
      render: (_, register) => (
        <AppLink to={links.studentDashboard(register.studentId)}>
          {register.studentName} ({register.studentNumber})
        </AppLink>
      ),
    },
    { title: 'Price', key: 'price', align: 'right', render: (_, register) => <Money amount={register.price} /> },
    {
      title: 'Registered',
      key: 'days',
      render: (_, register) => (register.daysSince === 1 ? '1 day ago' : `${register.daysSince} days ago`),
    },
  ];
  const list = lists?.unpaidTermRegisters;
  return (
    <Card
      title="Unpaid term registers"
      size="small"
      extra={<AppLink to={links.unpaidRegisters}>All unpaid</AppLink>}
      style={{ height: '100%' }}
    >
      <Table<API.UnpaidTermRegister>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={list?.items ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: 'Every term register is paid.' }}
      />
      {list && <MoreThanShown shown={list.items.length} total={list.total} />}
    </Card>
  );
}

function Unconfirmed({ lists, loading, onOpenLesson }: ListsProps) {
  const columns: ColumnsType<API.UnconfirmedLesson> = [
    lessonTimeColumn({
      title: 'When',
      label: (lesson) => lessonWhen(lesson.startTime, lesson.endTime),
      onOpenLesson,
    }),
    {
      title: 'Teacher',
      key: 'teacher',
      render: (_, lesson) => <TeacherDot name={lesson.teacherName} color={lesson.teacherColor} />,
    },
    { title: 'Course', dataIndex: 'courseName', ellipsis: true },
    { title: 'Students', dataIndex: 'studentCount', align: 'right', width: 90 },
  ];
  const list = lists?.unconfirmedLessons;
  return (
    <Card title="Waiting for the teacher's confirmation" size="small">
      <Table<API.UnconfirmedLesson>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={list?.items ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: 'Every past lesson is confirmed or cancelled.' }}
      />
      {list && <MoreThanShown shown={list.items.length} total={list.total} />}
    </Card>
  );
}

/** The three lists to work through: low balances, unpaid registers, lessons to chase. */
export default function DashboardLists(props: ListsProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={12}>
        <LowBalance {...props} />
      </Col>
      <Col xs={24} xxl={12}>
        <UnpaidRegisters {...props} />
      </Col>
      <Col span={24}>
        <Unconfirmed {...props} />
      </Col>
    </Row>
  );
}

import { Button, Card, Col, Row, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import AppLink from '@/components/AppLink';
import { lessonWhen, TeacherDot } from '@/components/LessonDisplay';
import Money from '@/components/Money';
import { useOnPhone } from '@/components/PhoneLayout';
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

type ListProps<T> = {
  title: string;
  /** The first rows and how many there are in all (the server cuts each list at 50). */
  list?: { items: T[]; total: number };
  loading: boolean;
  columns: ColumnsType<T>;
  emptyText: string;
  extra?: ReactNode;
};

/** One list to work through: a titled card, its table, and "Showing the first 50 of 73" when cut. */
function DashboardList<T extends { id: number }>({ title, list, loading, columns, emptyText, extra }: ListProps<T>) {
  return (
    <Card title={title} size="small" extra={extra} style={{ height: '100%' }}>
      <Table<T>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={list?.items ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        // An English sentence keeps its order in a right-to-left layout (issue 31: ".No lessons today").
        locale={{ emptyText: <bdi>{emptyText}</bdi> }}
      />
      {list && list.total > list.items.length && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          <bdi>
            Showing the first {list.items.length} of {list.total}.
          </bdi>
        </Typography.Text>
      )}
    </Card>
  );
}

const studentLink = (id: number, name: string, studentNumber: string) => (
  <AppLink to={links.studentDashboard(id)}>
    {name} ({studentNumber})
  </AppLink>
);

const recordPurchaseColumn = (onChanged: () => void, onPhone: boolean): ColumnsType<API.LowBalanceStudent>[number] => ({
  title: 'Actions',
  key: 'actions',
  fixed: onPhone ? undefined : 'right',
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
});

/**
 * On a phone, where the table scrolls sideways and actions columns scroll with the row (global.less),
 * "Record purchase" comes right after the balance, so it is in view without scrolling.
 */
function lowBalanceColumns(onChanged: () => void, onPhone: boolean): ColumnsType<API.LowBalanceStudent> {
  const student: ColumnsType<API.LowBalanceStudent>[number] = {
    title: 'Student',
    key: 'name',
    render: (_, row) => studentLink(row.id, row.name, row.studentNumber),
  };
  const balance: ColumnsType<API.LowBalanceStudent>[number] = {
    title: 'Balance',
    key: 'balance',
    align: 'right',
    render: (_, row) => <Money amount={row.balance} />,
  };
  const next: ColumnsType<API.LowBalanceStudent>[number] = {
    title: 'Next lesson',
    key: 'next',
    render: (_, row) => (row.nextLessonStart ? formatWeekdayDateTime(row.nextLessonStart) : 'None booked'),
  };
  const actions = recordPurchaseColumn(onChanged, onPhone);
  if (!onPhone) return [student, balance, next, actions];
  // 110 + 90 + 140: the three fit a 390 px phone's 340 px of table; the next lesson is a scroll away.
  return [{ ...student, width: 110 }, { ...balance, width: 90 }, actions, next];
}

const unpaidColumns: ColumnsType<API.UnpaidTermRegister> = [
  { title: 'Term', dataIndex: 'termLabel', ellipsis: true },
  {
    title: 'Student',
    key: 'student',
    render: (_, register) => studentLink(register.studentId, register.studentName, register.studentNumber),
  },
  { title: 'Price', key: 'price', align: 'right', render: (_, register) => <Money amount={register.price} /> },
  {
    title: 'Registered',
    key: 'days',
    render: (_, register) => (register.daysSince === 1 ? '1 day ago' : `${register.daysSince} days ago`),
  },
];

const unconfirmedColumns = (onOpenLesson: (id: number) => void): ColumnsType<API.UnconfirmedLesson> => [
  lessonTimeColumn({
    title: 'When',
    withDate: true,
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

/** The three lists to work through: low balances, unpaid registers, lessons to chase. */
export default function DashboardLists({ lists, loading, onOpenLesson, onChanged }: ListsProps) {
  const onPhone = useOnPhone();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={12}>
        <DashboardList
          title="Students under the balance threshold"
          list={lists?.lowBalanceStudents}
          loading={loading}
          columns={lowBalanceColumns(onChanged, onPhone)}
          emptyText="Every active student is at or above the balance threshold."
        />
      </Col>
      <Col xs={24} xxl={12}>
        <DashboardList
          title="Unpaid term registers"
          list={lists?.unpaidTermRegisters}
          loading={loading}
          columns={unpaidColumns}
          emptyText="Every term register is paid."
          extra={<AppLink to={links.unpaidRegisters}>All unpaid</AppLink>}
        />
      </Col>
      <Col span={24}>
        <DashboardList
          title="Waiting for the teacher's confirmation"
          list={lists?.unconfirmedLessons}
          loading={loading}
          columns={unconfirmedColumns(onOpenLesson)}
          emptyText="Every past lesson is confirmed or cancelled."
        />
      </Col>
    </Row>
  );
}

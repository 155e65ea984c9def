import { Card, Flex, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import AppLink from '@/components/AppLink';
import { TeacherDot } from '@/components/LessonDisplay';
import ScheduleStatusTag from '@/components/Schedule/ScheduleStatusTag';
import { formatTime, formatWeekdayDate } from '@/utils/format';
import { dayChoices, links } from './dashboard-links';
import { lessonTimeColumn } from './lesson-time-column';

type DayLessonsProps = {
  date: string;
  onDateChange: (date: string) => void;
  day?: API.DashboardDay;
  loading: boolean;
  onOpenLesson: (id: number) => void;
};

/** Room for eight small rows; a busier day scrolls inside the table. */
const DAY_TABLE_HEIGHT = 320;

const dayName = (date: string) => {
  const choice = dayChoices().find((day) => day.value === date);
  return choice ? choice.label.toLowerCase() : formatWeekdayDate(date);
};

/** A day's lessons (yesterday, today or tomorrow); a row opens the lesson as the calendar does. */
export default function DayLessons({ date, onDateChange, day, loading, onOpenLesson }: DayLessonsProps) {
  const columns: ColumnsType<API.DashboardLesson> = [
    lessonTimeColumn({
      title: 'Time',
      label: (lesson) => `${formatTime(lesson.startTime)}–${formatTime(lesson.endTime)}`,
      onOpenLesson,
    }),
    { title: 'Course', dataIndex: 'courseName', ellipsis: true },
    {
      title: 'Teacher',
      key: 'teacher',
      render: (_, lesson) => <TeacherDot name={lesson.teacherName} color={lesson.teacherColor} />,
    },
    {
      title: 'Students',
      key: 'students',
      render: (_, lesson) =>
        lesson.students.length === 0 ? '–' : lesson.students.map((student) => student.name).join(', '),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 120,
      render: (_, lesson) => <ScheduleStatusTag status={lesson.status} />,
    },
  ];
  return (
    <Card
      title="Lessons"
      extra={<AppLink to={links.calendarDay(date)}>Open in calendar</AppLink>}
      styles={{ body: { paddingTop: 12 } }}
    >
      <Flex style={{ marginBottom: 12 }}>
        <Segmented
          aria-label="Day"
          options={dayChoices()}
          value={date}
          onChange={(value) => onDateChange(String(value))}
        />
      </Flex>
      {/* A fixed height, rows scroll inside it: the sections below stay where they were drawn (issue 20). */}
      <div style={{ minHeight: DAY_TABLE_HEIGHT + 40 }}>
        <Table<API.DashboardLesson>
          rowKey="id"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={day?.lessons ?? []}
          pagination={false}
          scroll={{ x: 640, y: DAY_TABLE_HEIGHT }}
          onRow={(lesson) => ({ onClick: () => onOpenLesson(lesson.id), style: { cursor: 'pointer' } })}
          // An English sentence keeps its order in a right-to-left layout (issue 31: ".No lessons today").
          locale={{ emptyText: <bdi>{`No lessons ${dayName(date)}.`}</bdi> }}
        />
      </div>
    </Card>
  );
}

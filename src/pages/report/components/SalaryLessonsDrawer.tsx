import { Drawer, Table } from 'antd';
import { lessonWhen } from '@/components/LessonDisplay';
import Money from '@/components/Money';
import { ScheduleStatusTag } from '@/components/Schedule';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getSalaryLessons } from '@/services/api/reports';
import { hoursText, monthLabel } from './report-range';

type Props = { teacherId?: number; month: string; onClose: () => void };

/** The lessons behind one teacher's month of pay, each netted; "corrected" when it has more than one record. */
export default function SalaryLessonsDrawer({ teacherId, month, onClose }: Props) {
  const lessons = useLoaded(
    () => getSalaryLessons({ teacherId, month }, { skipErrorHandler: true }),
    [teacherId, month],
  );
  const title = lessons.data ? `${lessons.data.teacherName}: ${monthLabel(month)}` : monthLabel(month);
  return (
    <Drawer open title={title} width={720} onClose={onClose}>
      <Table<API.SalaryLesson>
        rowKey="scheduleId"
        size="small"
        loading={lessons.loading}
        dataSource={lessons.data?.lessons ?? []}
        pagination={false}
        scroll={{ x: 600 }}
        locale={{ emptyText: lessons.failed ? 'Could not load the lessons.' : 'No paid lessons this month.' }}
        columns={[
          { title: 'When', key: 'when', render: (_, lesson) => lessonWhen(lesson.startTime, lesson.endTime) },
          { title: 'Course', dataIndex: 'courseName', ellipsis: true },
          {
            title: 'Status',
            key: 'status',
            render: (_, lesson) => (
              <>
                <ScheduleStatusTag status={lesson.status} />
                {lesson.records > 1 && lesson.status !== 'CANCELLED' && ' corrected'}
              </>
            ),
          },
          { title: 'Hours', key: 'hours', align: 'right', render: (_, lesson) => hoursText(lesson.minutes) },
          { title: 'Rate', key: 'rate', align: 'right', render: (_, lesson) => <Money amount={lesson.rate} /> },
          { title: 'Pay', key: 'pay', align: 'right', render: (_, lesson) => <Money amount={lesson.pay} /> },
        ]}
      />
    </Drawer>
  );
}

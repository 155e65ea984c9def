import { Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { LessonStudents, lessonWhen } from '@/components/LessonDisplay';
import { FeedbackStatusTag, ScheduleStatusTag } from '@/components/Schedule';
import ScrollRegion from '@/components/ScrollRegion';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { listSchedules } from '@/services/api/schedules';

/** How many lessons each list shows; the table view has them all. */
export const LESSONS_SHOWN = 5;

const columns: TableColumnsType<API.ScheduleItem> = [
  { title: 'Date and time', key: 'when', render: (_, lesson) => lessonWhen(lesson.startTime, lesson.endTime) },
  { title: 'Course', dataIndex: 'courseName' },
  { title: 'Students', key: 'students', render: (_, lesson) => <LessonStudents students={lesson.students} /> },
  { title: 'Status', key: 'status', render: (_, lesson) => <ScheduleStatusTag status={lesson.status} /> },
  { title: 'Feedback', key: 'feedback', render: (_, lesson) => <FeedbackStatusTag status={lesson.feedbackStatus} /> },
];

type Lists = { upcoming: API.ScheduleItem[]; recent: API.ScheduleItem[] };

/**
 * Today's and the next lessons (soonest first), and the latest before today (newest first), so staff
 * see at a glance what the teacher has on and what is still unconfirmed.
 */
async function loadLessons(teacherId: number): Promise<Lists> {
  const today = dayjs().format('YYYY-MM-DD');
  const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
  const [upcoming, recent] = await Promise.all([
    listSchedules({ teacherId, from: today, sort: 'startTime,asc', page: 1, pageSize: LESSONS_SHOWN }),
    listSchedules({ teacherId, to: yesterday, sort: 'startTime,desc', page: 1, pageSize: LESSONS_SHOWN }),
  ]);
  return { upcoming: upcoming.data, recent: recent.data };
}

export default function TeacherLessons({ teacherId }: { teacherId: number }) {
  const lessons = useLoaded(() => loadLessons(teacherId), teacherId);
  const lists = lessons.data;

  if (lessons.failed) return <LoadFailed loaded={lessons} what="the lessons" />;
  const list = (title: string, lessons: API.ScheduleItem[] | undefined, empty: string) => (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <ScrollRegion label={`${title}, table`}>
        <Table<API.ScheduleItem>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={lessons}
          loading={!lessons}
          pagination={false}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content' }}
        />
      </ScrollRegion>
    </section>
  );
  return (
    <>
      {list('Today and upcoming lessons', lists?.upcoming, 'No lessons planned')}
      {list('Recent lessons', lists?.recent, 'No lessons before today')}
    </>
  );
}

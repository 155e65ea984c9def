import { Drawer, Flex, List, Table } from 'antd';
import { lessonWhen } from '@/components/LessonDisplay';
import Money from '@/components/Money';
import { FINGER_SIZED, useOnPhone } from '@/components/PhoneLayout';
import { ScheduleStatusTag } from '@/components/Schedule';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getSalaryLessons } from '@/services/api/reports';
import { hoursText, monthLabel } from './report-range';

type Props = { teacherId?: number; month: string; onClose: () => void };

const LessonStatus = ({ lesson }: { lesson: API.SalaryLesson }) => (
  <>
    <ScheduleStatusTag status={lesson.status} />
    {lesson.records > 1 && lesson.status !== 'CANCELLED' && ' corrected'}
  </>
);

/**
 * The lessons behind one teacher's month of pay, each netted; "corrected" when it has more than one record.
 * On a phone the drawer takes the whole width and the lessons are a list.
 */
export default function SalaryLessonsDrawer({ teacherId, month, onClose }: Props) {
  const onPhone = useOnPhone();
  const lessons = useLoaded(
    () => getSalaryLessons({ teacherId, month }, { skipErrorHandler: true }),
    [teacherId, month],
  );
  const title = lessons.data ? `${lessons.data.teacherName}: ${monthLabel(month)}` : monthLabel(month);
  const emptyText = lessons.failed ? 'No lessons to show.' : 'No paid lessons this month.';
  return (
    <Drawer open rootClassName={FINGER_SIZED} title={title} width={onPhone ? '100%' : 720} onClose={onClose}>
      {lessons.failed && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailed loaded={lessons} what="the lessons" />
        </div>
      )}
      {onPhone ? (
        <List<API.SalaryLesson>
          rowKey="scheduleId"
          loading={lessons.loading}
          dataSource={lessons.data?.lessons ?? []}
          locale={{ emptyText }}
          renderItem={(lesson) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                <Flex justify="space-between" align="baseline" gap={8}>
                  <strong>{lessonWhen(lesson.startTime, lesson.endTime)}</strong>
                  <strong>
                    <Money amount={lesson.pay} />
                  </strong>
                </Flex>
                <span style={{ overflowWrap: 'anywhere' }}>{lesson.courseName}</span>
                <span>
                  {hoursText(lesson.minutes)} h at <Money amount={lesson.rate} /> · <LessonStatus lesson={lesson} />
                </span>
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <Table<API.SalaryLesson>
          rowKey="scheduleId"
          size="small"
          loading={lessons.loading}
          dataSource={lessons.data?.lessons ?? []}
          pagination={false}
          scroll={{ x: 600 }}
          locale={{ emptyText }}
          columns={[
            { title: 'When', key: 'when', render: (_, lesson) => lessonWhen(lesson.startTime, lesson.endTime) },
            { title: 'Course', dataIndex: 'courseName', ellipsis: true },
            { title: 'Status', key: 'status', render: (_, lesson) => <LessonStatus lesson={lesson} /> },
            { title: 'Hours', key: 'hours', align: 'right', render: (_, lesson) => hoursText(lesson.minutes) },
            { title: 'Rate', key: 'rate', align: 'right', render: (_, lesson) => <Money amount={lesson.rate} /> },
            { title: 'Pay', key: 'pay', align: 'right', render: (_, lesson) => <Money amount={lesson.pay} /> },
          ]}
        />
      )}
    </Drawer>
  );
}

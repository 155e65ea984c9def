import type { ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import { LessonStudents, lessonWhen } from '@/components/LessonDisplay';
import FeedbackStatusTag from '@/components/Schedule/FeedbackStatusTag';
import { downloadFeedbackPdf } from './FeedbackForm';
import UnconfirmedLessonActions from './UnconfirmedLessonActions';

type Column = ProColumns<API.TeacherLesson>;

export type LessonActions = {
  onConfirm: (lesson: API.TeacherLesson) => void;
  onWrite: (lesson: API.TeacherLesson) => void;
  onDone: () => void;
  /** Lessons with a confirmation, cancellation or feedback made offline and not sent yet. */
  waitingLessonIds: Set<number>;
  /** Buttons sized for a finger (phones): at least 44 px high. */
  large: boolean;
};

/** The planned time, or (once taught) the time the teacher reported. */
export const lessonTime = (lesson: API.TeacherLesson, actual: boolean) =>
  actual
    ? lessonWhen(lesson.teacherStartTime ?? lesson.startTime, lesson.teacherEndTime ?? lesson.endTime)
    : lessonWhen(lesson.startTime, lesson.endTime);

/** What the teacher sees of a lesson: no prices, no balances, no other teacher. */
const lessonColumns = (timeTitle: string, actual: boolean): Column[] => [
  {
    title: timeTitle,
    key: 'when',
    render: (_, lesson) => <span style={{ whiteSpace: 'nowrap' }}>{lessonTime(lesson, actual)}</span>,
  },
  { title: 'Course', dataIndex: 'courseName' },
  { title: 'Students', key: 'students', render: (_, lesson) => <LessonStudents students={lesson.students} /> },
  { title: 'Address', dataIndex: 'address', ellipsis: true, width: 200 },
];

export const WAITING_TO_SEND = 'Waiting to send';

export function unconfirmedColumns(actions: LessonActions): Column[] {
  return [
    ...lessonColumns('Planned time', false),
    {
      title: 'Actions',
      key: 'actions',
      // Fixed on the right like every list's actions (issue 19): a narrow desk scrolls the table, not the buttons away.
      fixed: 'right',
      render: (_, lesson) =>
        actions.waitingLessonIds.has(lesson.id) ? (
          <Tag color="gold">{WAITING_TO_SEND}</Tag>
        ) : (
          <UnconfirmedLessonActions
            lesson={lesson}
            onConfirm={actions.onConfirm}
            onDone={actions.onDone}
            large={actions.large}
          />
        ),
    },
  ];
}

export function feedbackColumns(actions: LessonActions): Column[] {
  const size = actions.large ? 'large' : 'small';
  return [
    ...lessonColumns('Time taught', true),
    {
      title: 'Feedback',
      dataIndex: 'feedbackStatus',
      render: (_, lesson) => <FeedbackStatusTag status={lesson.feedbackStatus} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      // Fixed on the right like every list's actions (issue 19): a narrow desk scrolls the table, not the buttons away.
      fixed: 'right',
      render: (_, lesson) =>
        actions.waitingLessonIds.has(lesson.id) ? (
          <Tag color="gold">{WAITING_TO_SEND}</Tag>
        ) : (
          <Space wrap>
            <Button type="primary" size={size} onClick={() => actions.onWrite(lesson)}>
              {lesson.feedbackStatus === 'NOT_SUBMITTED' ? 'Write feedback' : 'Edit feedback'}
            </Button>
            <Button size={size} onClick={() => downloadFeedbackPdf(lesson.id)}>
              Download PDF
            </Button>
          </Space>
        ),
    },
  ];
}

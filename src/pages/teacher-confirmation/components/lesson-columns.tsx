import type { ProColumns } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import { LessonStudents, lessonWhen } from '@/components/LessonDisplay';
import FeedbackStatusTag from '@/components/Schedule/FeedbackStatusTag';
import { downloadFeedbackPdf } from './FeedbackForm';
import UnconfirmedLessonActions from './UnconfirmedLessonActions';

type Column = ProColumns<API.TeacherLesson>;

/** What the teacher sees of a lesson: no prices, no balances, no other teacher. */
const lessonColumns = (timeTitle: string, actual: boolean): Column[] => [
  {
    title: timeTitle,
    key: 'when',
    render: (_, lesson) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {actual
          ? lessonWhen(lesson.teacherStartTime ?? lesson.startTime, lesson.teacherEndTime ?? lesson.endTime)
          : lessonWhen(lesson.startTime, lesson.endTime)}
      </span>
    ),
  },
  { title: 'Course', dataIndex: 'courseName' },
  { title: 'Students', key: 'students', render: (_, lesson) => <LessonStudents students={lesson.students} /> },
  { title: 'Address', dataIndex: 'address', ellipsis: true, width: 200 },
];

export function unconfirmedColumns(actions: {
  onConfirm: (lesson: API.TeacherLesson) => void;
  onDone: () => void;
}): Column[] {
  return [
    ...lessonColumns('Planned time', false),
    {
      title: 'Actions',
      key: 'actions',
      render: (_, lesson) => <UnconfirmedLessonActions lesson={lesson} {...actions} />,
    },
  ];
}

export function feedbackColumns(onWrite: (lesson: API.TeacherLesson) => void): Column[] {
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
      render: (_, lesson) => (
        <Space wrap>
          <Button type="primary" size="small" onClick={() => onWrite(lesson)}>
            {lesson.feedbackStatus === 'NOT_SUBMITTED' ? 'Write feedback' : 'Edit feedback'}
          </Button>
          <Button size="small" onClick={() => downloadFeedbackPdf(lesson.id)}>
            Download PDF
          </Button>
        </Space>
      ),
    },
  ];
}

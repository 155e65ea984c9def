import type { ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { LessonStudents, lessonWhen, TeacherDot } from '@/components/LessonDisplay';
import { Ellipsis } from '@/components/ListTable';
import Money from '@/components/Money';
import { searchedSelect } from '@/components/ProTableSupport';
import { courseOptions, teacherOptions } from '@/components/ReferenceSelect';
import {
  anyStudentOptions,
  FEEDBACK_STATUS_VALUE_ENUM,
  FeedbackStatusTag,
  LESSON_PAYMENT_TYPE_LABELS,
  SCHEDULE_STATUS_VALUE_ENUM,
  ScheduleStatusTag,
} from '@/components/Schedule';

type RowActions = {
  onEdit: (lesson: API.ScheduleItem) => void;
  onCancel: (lesson: API.ScheduleItem) => void;
  onFeedback: (lesson: API.ScheduleItem) => void;
  onCorrect: (lesson: API.ScheduleItem) => void;
  onHistory: (lesson: API.ScheduleItem) => void;
  /** Only administrators may cancel or correct a confirmed lesson (its charges and pay are reversed). */
  isAdmin: boolean;
  /** The week the search form starts on (the same objects on every render, or the form starts again). */
  initialWeek: [Dayjs, Dayjs];
};

/** Each action says why it is unavailable rather than disappearing, so the row reads the same way each time. */
function rowAction(label: string, unavailable: string | undefined, onClick: () => void) {
  const button = (
    <Button key={label} type="link" size="small" disabled={Boolean(unavailable)} onClick={onClick}>
      {label}
    </Button>
  );
  return unavailable ? (
    <Tooltip key={label} title={unavailable}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

/**
 * Shown at first: date and time, the lesson (course and teacher), students, status with feedback, price
 * and the actions (they fit 1280 px); the payment type waits behind the column settings.
 */
export const SCHEDULE_HIDDEN_COLUMNS = ['paymentType'];

/**
 * Columns double as the search form: the date range is sent as from/to, the selects as teacherId,
 * studentId, courseId, status and feedbackStatus. Sorting (by start time) happens on the server.
 */
export function scheduleColumns({
  onEdit,
  onCancel,
  onFeedback,
  onCorrect,
  onHistory,
  isAdmin,
  initialWeek,
}: RowActions) {
  const columns: ProColumns<API.ScheduleItem>[] = [
    // Opens on this week, its lessons in time order (today's among the first): the person can change both.
    { title: 'Date', dataIndex: 'dateRange', valueType: 'dateRange', hideInTable: true, initialValue: initialWeek },
    { title: 'Teacher', dataIndex: 'teacherId', hideInTable: true, ...searchedSelect(teacherOptions) },
    { title: 'Student', dataIndex: 'studentId', hideInTable: true, ...searchedSelect(anyStudentOptions) },
    { title: 'Course', dataIndex: 'courseId', hideInTable: true, ...searchedSelect(courseOptions) },
    {
      title: 'Date and time',
      dataIndex: 'startTime',
      sorter: true,
      defaultSortOrder: 'ascend',
      hideInSearch: true,
      // The time wraps under the date: one line took 200 px of a 1280 px screen.
      width: 130,
      render: (_, lesson) => lessonWhen(lesson.startTime, lesson.endTime),
    },
    {
      title: 'Lesson',
      key: 'lesson',
      hideInSearch: true,
      width: 170,
      render: (_, lesson) => (
        <Space direction="vertical" size={2}>
          <Ellipsis text={lesson.courseName} width={154} />
          <Ellipsis text={lesson.teacherName} width={154}>
            <TeacherDot name={lesson.teacherName} color={lesson.teacherColor} />
          </Ellipsis>
        </Space>
      ),
    },
    {
      title: 'Students',
      key: 'students',
      hideInSearch: true,
      width: 160,
      render: (_, lesson) => <LessonStudents students={lesson.students} width={144} />,
    },
    {
      // The lesson's status with its feedback's under it: both stay in view at 1280 px. The search form
      // keeps a Status field and a Feedback field of their own.
      title: (_, type) => (type === 'form' ? 'Status' : 'Status / feedback'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: SCHEDULE_STATUS_VALUE_ENUM,
      render: (_, lesson) => (
        <Space direction="vertical" size={4}>
          <ScheduleStatusTag status={lesson.status} />
          <FeedbackStatusTag status={lesson.feedbackStatus} />
        </Space>
      ),
    },
    {
      title: 'Feedback',
      dataIndex: 'feedbackStatus',
      valueType: 'select',
      valueEnum: FEEDBACK_STATUS_VALUE_ENUM,
      hideInTable: true,
    },
    {
      title: 'Price',
      dataIndex: 'price',
      align: 'right',
      hideInSearch: true,
      render: (_, lesson) => <Money amount={lesson.price} />,
    },
    {
      title: 'Payment type',
      dataIndex: 'paymentType',
      hideInSearch: true,
      render: (_, lesson) => LESSON_PAYMENT_TYPE_LABELS[lesson.paymentType],
    },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      // Five actions in one line made the fixed column 350 px wide, covering the students at 1280 px:
      // they wrap onto further lines instead.
      width: 170,
      render: (_, lesson) => <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>{actionsOf(lesson)}</div>,
    },
  ];
  return columns;

  function actionsOf(lesson: API.ScheduleItem) {
    return [
      rowAction('Edit', lesson.status === 'PLANNED' ? undefined : 'Only an unconfirmed lesson can be edited', () =>
        onEdit(lesson),
      ),
      rowAction('Cancel', cancelUnavailable(lesson, isAdmin), () => onCancel(lesson)),
      rowAction(
        'Feedback',
        lesson.status === 'CONFIRMED' ? undefined : 'Feedback opens once the lesson is confirmed',
        () => onFeedback(lesson),
      ),
      // Operators never correct, so the action is not offered to them at all.
      ...(isAdmin
        ? [
            rowAction(
              'Correct',
              lesson.status === 'CONFIRMED' ? undefined : 'Only a confirmed lesson can be corrected',
              () => onCorrect(lesson),
            ),
          ]
        : []),
      rowAction(
        'History',
        lesson.status === 'PLANNED' ? 'Changes are recorded once a lesson is confirmed or cancelled' : undefined,
        () => onHistory(lesson),
      ),
    ];
  }
}

function cancelUnavailable(lesson: API.ScheduleItem, canCancelConfirmed: boolean): string | undefined {
  if (lesson.status === 'CANCELLED') return 'Already cancelled';
  if (lesson.status === 'CONFIRMED' && !canCancelConfirmed)
    return 'Only an administrator can cancel a confirmed lesson';
  return undefined;
}

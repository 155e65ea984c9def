import type { ProColumns } from '@ant-design/pro-components';
import { AttendanceTag, lessonWhen, TeacherDot } from '@/components/LessonDisplay';
import Money from '@/components/Money';
import { FeedbackStatusTag, LESSON_PAYMENT_TYPE_LABELS, ScheduleStatusTag } from '@/components/Schedule';

/** This student's place on a lesson: their attendance and what they were charged. */
const bookingOf = (lesson: API.ScheduleItem, studentId: number) =>
  lesson.students.find((student) => student.studentId === studentId);

/** One student's lessons: when, what, with whom, how it went for them and what it cost them. */
export function lessonColumns(studentId: number): ProColumns<API.ScheduleItem>[] {
  return [
    { title: 'Date and time', key: 'when', render: (_, lesson) => lessonWhen(lesson.startTime, lesson.endTime) },
    { title: 'Course', dataIndex: 'courseName' },
    {
      title: 'Teacher',
      dataIndex: 'teacherName',
      render: (_, lesson) => <TeacherDot name={lesson.teacherName} color={lesson.teacherColor} />,
    },
    { title: 'Status', dataIndex: 'status', render: (_, lesson) => <ScheduleStatusTag status={lesson.status} /> },
    {
      title: 'Attendance',
      key: 'attendance',
      render: (_, lesson) => <AttendanceTag attendance={bookingOf(lesson, studentId)?.attendance ?? null} />,
    },
    {
      title: 'Charged',
      key: 'charged',
      align: 'right',
      render: (_, lesson) => <Money amount={bookingOf(lesson, studentId)?.chargedAmount} />,
    },
    {
      title: 'Payment type',
      dataIndex: 'paymentType',
      render: (_, lesson) => LESSON_PAYMENT_TYPE_LABELS[lesson.paymentType],
    },
    {
      title: 'Feedback',
      dataIndex: 'feedbackStatus',
      render: (_, lesson) => <FeedbackStatusTag status={lesson.feedbackStatus} />,
    },
  ];
}

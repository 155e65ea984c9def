import { Descriptions, Spin, Typography } from 'antd';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getScheduleFeedback } from '@/services/api/scheduleFeedback';

const textOrNone = (text: string | null | undefined) =>
  text?.trim() ? (
    <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Typography.Text>
  ) : (
    <Typography.Text type="secondary">No feedback</Typography.Text>
  );

/** A submitted lesson feedback as this student's family reads it: the class's, then theirs. Loaded when opened. */
export default function LessonFeedback({ scheduleId, studentId }: { scheduleId: number; studentId: number }) {
  const feedback = useLoaded(() => getScheduleFeedback({ id: scheduleId }), scheduleId);
  if (feedback.failed) return <LoadFailed loaded={feedback} what="the feedback" />;
  if (!feedback.data) return <Spin size="small" />;
  const { classFeedback, students } = feedback.data;
  const own = students.find((student) => student.studentId === studentId);
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'class', label: 'Class feedback', children: textOrNone(classFeedback) },
        { key: 'student', label: 'Feedback for the student', children: textOrNone(own?.feedback) },
      ]}
    />
  );
}

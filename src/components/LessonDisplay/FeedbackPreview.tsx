import { Descriptions, Modal, Typography } from 'antd';
import { lessonWhen } from './lesson-text';

/** The feedback shown: the class's, then each student's (the editor's current values). */
export type FeedbackPreviewValues = {
  classFeedback: string;
  students: { studentId: number; name: string; feedback: string }[];
};
type FeedbackFormValues = FeedbackPreviewValues;

export type LessonSummary = Pick<API.ScheduleItem, 'courseName' | 'teacherName' | 'startTime' | 'endTime'>;

const textOrNone = (text: string) =>
  text.trim() ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">No feedback</Typography.Text>
  );

/**
 * What the feedback PDF holds, read-only: the lesson, the class's feedback, then each student's. Shows
 * the values given (the form's, so a preview needs no save first).
 */
export default function FeedbackPreview({ lesson, values }: { lesson: LessonSummary; values: FeedbackFormValues }) {
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'course', label: 'Course', children: lesson.courseName },
          { key: 'teacher', label: 'Teacher', children: lesson.teacherName },
          { key: 'time', label: 'Time', children: lessonWhen(lesson.startTime, lesson.endTime) },
        ]}
      />
      <Typography.Title level={5}>Class feedback</Typography.Title>
      {textOrNone(values.classFeedback)}
      {values.students.map((student) => (
        <section key={student.studentId} aria-label={`Feedback for ${student.name}`}>
          <Typography.Title level={5}>{student.name}</Typography.Title>
          {textOrNone(student.feedback)}
        </section>
      ))}
    </>
  );
}

type PreviewModalProps = { lesson: LessonSummary; values: FeedbackFormValues; onClose: () => void };

export function FeedbackPreviewModal({ lesson, values, onClose }: PreviewModalProps) {
  return (
    <Modal open title="Feedback preview" onCancel={onClose} footer={null} width={640}>
      <FeedbackPreview lesson={lesson} values={values} />
    </Modal>
  );
}

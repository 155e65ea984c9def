import { ProFormTextArea } from '@ant-design/pro-components';
import { message, Typography } from 'antd';
import { showRequestFailure } from '@/components/FormSupport';
import { lessonWhen } from '@/components/LessonDisplay';
import RecordModalForm from '@/components/RecordModalForm';
import { cancelSchedule } from '@/services/api/schedules';

type CancelLessonModalProps = {
  lesson: Pick<API.ScheduleItem, 'id' | 'status' | 'courseName' | 'startTime' | 'endTime'>;
  onClose: () => void;
  onCancelled: () => void;
};

/** Asks before cancelling a lesson, with an optional reason kept in its change log. */
export default function CancelLessonModal({ lesson, onClose, onCancelled }: CancelLessonModalProps) {
  const onFinish = async ({ reason }: { reason?: string }) => {
    try {
      await cancelSchedule({ id: lesson.id }, { reason: reason?.trim() || undefined }, { skipErrorHandler: true });
      message.success('Lesson cancelled');
      onCancelled();
      return true;
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
      return false;
    }
  };

  return (
    <RecordModalForm<{ reason?: string }>
      title="Cancel this lesson?"
      width={480}
      onClose={onClose}
      onFinish={onFinish}
      submitText="Cancel lesson"
      cancelText="Keep lesson"
      danger
    >
      <Typography.Paragraph>
        {lesson.courseName}, {lessonWhen(lesson.startTime, lesson.endTime)}.{' '}
        {lesson.status === 'CONFIRMED'
          ? "It was confirmed: its charges are given back to the students and the teacher's pay is reversed."
          : 'Nobody is charged or paid for a cancelled lesson.'}
      </Typography.Paragraph>
      <ProFormTextArea name="reason" label="Reason" fieldProps={{ maxLength: 500, rows: 3 }} />
    </RecordModalForm>
  );
}

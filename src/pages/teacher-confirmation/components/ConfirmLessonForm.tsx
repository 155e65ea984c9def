import { Form } from 'antd';
import { lessonWhen } from '@/components/LessonDisplay';
import { FINGER_SIZED } from '@/components/PhoneLayout';
import RecordModalForm from '@/components/RecordModalForm';
import { ReportedLessonFields } from '@/components/Schedule';
import { type ConfirmFormValues, toConfirmBody, toConfirmFormValues } from './confirmation-api-mapping';
import { lessonActionContext, runLessonAction } from './lesson-action';

type ConfirmLessonFormProps = {
  lesson: API.TeacherLesson;
  onClose: () => void;
  /** After the lesson was confirmed, or turned out to be confirmed already: the list reloads. */
  onDone: () => void;
};

/**
 * "Confirm": the teacher reports when the lesson really started and ended (prefilled with the planned
 * times) and who attended (everyone present until changed). Mount only while open, keyed by the lesson.
 */
export default function ConfirmLessonForm({ lesson, onClose, onDone }: ConfirmLessonFormProps) {
  const [form] = Form.useForm<ConfirmFormValues>();
  const onFinish = (values: ConfirmFormValues) =>
    runLessonAction(
      { kind: 'confirm', lessonId: lesson.id, body: toConfirmBody(lesson, values) },
      lessonActionContext(lesson),
      { success: 'Lesson confirmed', failure: 'Failed to confirm, try again' },
      onDone,
      form,
    );

  return (
    <RecordModalForm<ConfirmFormValues>
      form={form}
      name="confirmLesson"
      title="Confirm lesson"
      width={560}
      modalProps={{ rootClassName: FINGER_SIZED }}
      initialValues={toConfirmFormValues(lesson)}
      onClose={onClose}
      onFinish={onFinish}
      submitText="Confirm"
      cancelText="Close"
    >
      <p>
        {lesson.courseName} · planned {lessonWhen(lesson.startTime, lesson.endTime)}
      </p>
      <ReportedLessonFields
        plannedStart={lesson.startTime}
        students={lesson.students}
        startLabel="Actual start time"
        endLabel="Actual end time"
      />
    </RecordModalForm>
  );
}

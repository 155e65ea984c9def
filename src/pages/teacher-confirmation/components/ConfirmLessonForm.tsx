import { ModalForm, ProFormDateTimePicker } from '@ant-design/pro-components';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lessonWhen } from '@/components/LessonDisplay';
import { confirmLesson } from '@/services/api/teacherConfirmations';
import AttendanceChoice from './AttendanceChoice';
import { type ConfirmFormValues, toConfirmBody, toConfirmFormValues } from './confirmation-api-mapping';
import { runLessonAction } from './lesson-action';

type ConfirmLessonFormProps = {
  lesson: API.TeacherLesson;
  onClose: () => void;
  /** After the lesson was confirmed, or turned out to be confirmed already: the list reloads. */
  onDone: () => void;
};

const PICKER_PROPS = { format: 'YYYY-MM-DD HH:mm', style: { width: '100%' } };
const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0 };
const LEGEND_STYLE = { fontSize: 14, fontWeight: 600, border: 0, marginBottom: 8 };

/** The server's sanity rule, mirrored: pay is computed from these times, so a mistyped date must not count. */
const withinADay = (a: Dayjs, b: Dayjs) => Math.abs(a.diff(b, 'minute')) <= 24 * 60;

/**
 * "Confirm": the teacher reports when the lesson really started and ended (prefilled with the planned
 * times) and who attended (everyone present until changed). Mount only while open, keyed by the lesson.
 */
export default function ConfirmLessonForm({ lesson, onClose, onDone }: ConfirmLessonFormProps) {
  const [form] = Form.useForm<ConfirmFormValues>();
  const onFinish = (values: ConfirmFormValues) =>
    runLessonAction(
      () => confirmLesson({ id: lesson.id }, toConfirmBody(lesson, values), { skipErrorHandler: true }),
      { success: 'Lesson confirmed', failure: 'Failed to confirm, try again' },
      onDone,
      form,
    );

  return (
    <ModalForm<ConfirmFormValues>
      open
      form={form}
      name="confirmLesson"
      title="Confirm lesson"
      width={560}
      initialValues={toConfirmFormValues(lesson)}
      onOpenChange={(open) => !open && onClose()}
      onFinish={onFinish}
      submitter={{ searchConfig: { submitText: 'Confirm', resetText: 'Close' } }}
    >
      <p>
        {lesson.courseName} · planned {lessonWhen(lesson.startTime, lesson.endTime)}
      </p>
      <ProFormDateTimePicker
        name="teacherStartTime"
        label="Actual start time"
        fieldProps={PICKER_PROPS}
        rules={[
          { required: true, message: 'Please enter the actual start time' },
          {
            validator: (_rule, start?: Dayjs) =>
              !start || withinADay(start, dayjs(lesson.startTime))
                ? Promise.resolve()
                : Promise.reject(new Error('The start time must be within 24 hours of the planned start')),
          },
        ]}
      />
      <ProFormDateTimePicker
        name="teacherEndTime"
        label="Actual end time"
        fieldProps={PICKER_PROPS}
        dependencies={['teacherStartTime']}
        rules={[
          { required: true, message: 'Please enter the actual end time' },
          ({ getFieldValue }) => ({
            validator: (_rule, end?: Dayjs) => {
              const start: Dayjs | undefined = getFieldValue('teacherStartTime');
              if (!start || !end) return Promise.resolve();
              if (!end.isAfter(start)) return Promise.reject(new Error('The end time must be after the start time'));
              return withinADay(end, start)
                ? Promise.resolve()
                : Promise.reject(new Error('The end time must be within 24 hours of the start time'));
            },
          }),
        ]}
      />
      <fieldset style={FIELDSET_STYLE}>
        <legend style={LEGEND_STYLE}>Attendance</legend>
        {lesson.students.map((student) => (
          <Form.Item key={student.studentId} name={['attendance', String(student.studentId)]} label={student.name}>
            <AttendanceChoice studentName={student.name} />
          </Form.Item>
        ))}
      </fieldset>
    </ModalForm>
  );
}

import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, message, Typography } from 'antd';
import { REASON_MAX_LENGTH, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { lessonWhen } from '@/components/LessonDisplay';
import RecordModalForm from '@/components/RecordModalForm';
import { ReportedLessonFields } from '@/components/Schedule';
import { correctLessonConfirmation } from '@/services/api/schedules';
import { currencySymbol } from '@/utils/format';
import {
  type CorrectionFormValues,
  moneyProblem,
  reasonProblem,
  toCorrectionBody,
  toCorrectionFormValues,
} from './correction-mapping';

type CorrectLessonModalProps = {
  lesson: API.ScheduleItem;
  onClose: () => void;
  onCorrected: () => void;
};

/** A form rule from a "what is wrong" function (the field's `required` mark only shows the asterisk). */
const ruleOf = (problem: (value: string | undefined) => string | undefined) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const text = problem(value);
    if (text) throw new Error(text);
  },
});

const moneyField = (name: keyof CorrectionFormValues, label: string, extra: string) => (
  <ProFormText
    name={name}
    label={label}
    extra={extra}
    required
    fieldProps={{ prefix: currencySymbol(), inputMode: 'decimal' }}
    rules={[ruleOf((value) => moneyProblem(label, value))]}
  />
);

/**
 * An administrator corrects a confirmed lesson: the real times, who attended, the price and the
 * teacher's rate. The server gives back the lesson's charges and pay and applies them again from these
 * values in one go, keeping the before, the after and the reason in the lesson's history.
 */
export default function CorrectLessonModal({ lesson, onClose, onCorrected }: CorrectLessonModalProps) {
  const [form] = Form.useForm<CorrectionFormValues>();
  const onFinish = async (values: CorrectionFormValues) => {
    try {
      await correctLessonConfirmation({ id: lesson.id }, toCorrectionBody(lesson, values), {
        skipErrorHandler: true,
      });
      message.success('Updated successfully');
      onCorrected();
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to update, try again', error);
      return false;
    }
  };

  return (
    <RecordModalForm<CorrectionFormValues>
      form={form}
      name="correctLesson"
      title="Correct confirmed lesson"
      width={600}
      initialValues={toCorrectionFormValues(lesson)}
      onClose={onClose}
      onFinish={onFinish}
      submitText="Save correction"
      cancelText="Close"
    >
      <Typography.Paragraph>
        {lesson.courseName}, planned {lessonWhen(lesson.startTime, lesson.endTime)}. Saving gives back the lesson's
        charges and the teacher's pay, then charges and pays again from the values below.
      </Typography.Paragraph>
      <ReportedLessonFields
        plannedStart={lesson.startTime}
        students={lesson.students}
        startLabel="Teacher start time"
        endLabel="Teacher end time"
      />
      {moneyField('price', 'Price', 'Charged to each attending student.')}
      {moneyField('teacherHourlyRate', 'Teacher hourly rate', "The teacher's pay per hour of the lesson.")}
      <ProFormTextArea
        name="reason"
        label="Reason"
        placeholder="Why the lesson is corrected (kept in its history)"
        required
        fieldProps={{ maxLength: REASON_MAX_LENGTH, rows: 3 }}
        rules={[ruleOf(reasonProblem)]}
      />
    </RecordModalForm>
  );
}

import { ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormRadio } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorBodyOf, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { useConflictDialog } from '@/components/Schedule';
import { repeatSchedulesWeekly } from '@/services/api/schedules';
import { type RepeatValues, toRepeatWeeklyBody } from './repeat-weekly-mapping';

type RepeatWeeklyModalProps = {
  scheduleIds: number[];
  onClose: () => void;
  /** After the copies were made, e.g. to clear the selection and reload. */
  onRepeated: (created: number) => void;
};

const OPTIONS = [
  { value: 'weeks', label: 'For a number of weeks' },
  { value: 'until', label: 'Until a date' },
];

/**
 * Copies each selected lesson every week after it (same time, teacher and students, unconfirmed). The
 * server checks the copies for clashes: when it finds some, the user sees them and may save anyway.
 */
export default function RepeatWeeklyModal({ scheduleIds, onClose, onRepeated }: RepeatWeeklyModalProps) {
  const [form] = Form.useForm<RepeatValues>();
  const { contextHolder, confirmConflicts } = useConflictDialog();

  const repeat = (values: RepeatValues, acknowledgeConflicts: boolean) =>
    repeatSchedulesWeekly(toRepeatWeeklyBody(scheduleIds, values, acknowledgeConflicts), { skipErrorHandler: true });

  const onFinish = async (values: RepeatValues) => {
    try {
      let answer: Awaited<ReturnType<typeof repeat>>;
      try {
        answer = await repeat(values, false);
      } catch (error) {
        const body = errorBodyOf(error);
        if (body?.errorCode !== 'conflict' || !body.errorMessage) throw error;
        if (!(await confirmConflicts(body.errorMessage.split('\n').filter((line) => line.trim())))) return false;
        answer = await repeat(values, true);
      }
      message.success(`Added ${answer.data.ids.length} lesson(s)`);
      onRepeated(answer.data.ids.length);
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to add, try again', error);
      return false;
    }
  };

  return (
    <RecordModalForm<RepeatValues>
      form={form}
      title={`Repeat ${scheduleIds.length} lesson(s) weekly`}
      width={480}
      initialValues={{ mode: 'weeks', weeks: 1 }}
      dateFormatter={false}
      onClose={onClose}
      onFinish={onFinish}
      submitText="Repeat"
    >
      {contextHolder}
      <ProFormRadio.Group name="mode" label="Repeat" options={OPTIONS} />
      <ProFormDependency name={['mode']}>
        {({ mode }) =>
          mode === 'until' ? (
            <ProFormDatePicker
              name="until"
              label="Until"
              fieldProps={{ format: 'YYYY-MM-DD', disabledDate: (day: Dayjs) => day.isBefore(new Date(), 'day') }}
              extra="A copy every week up to and including this date."
              rules={[{ required: true, message: 'Please choose the last date!' }]}
            />
          ) : (
            <ProFormDigit
              name="weeks"
              label="Number of weeks"
              min={1}
              max={52}
              fieldProps={{ precision: 0 }}
              extra="Copies of each lesson, one a week after it (2 = the next two weeks)."
              rules={[{ required: true, message: 'Please enter the number of weeks!' }]}
            />
          )
        }
      </ProFormDependency>
    </RecordModalForm>
  );
}

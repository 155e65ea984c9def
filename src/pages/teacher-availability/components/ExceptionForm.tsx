import { ProFormDatePicker, ProFormRadio, ProFormText, ProFormTimePicker } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import { useSaveRecord } from '@/components/FormSupport';
import { FINGER_SIZED } from '@/components/PhoneLayout';
import RecordModalForm from '@/components/RecordModalForm';
import { createAvailabilityException } from '@/services/api/teacherAvailability';
import { timePattern } from '@/utils/format';
import { type ExceptionFormValues, NEW_EXCEPTION_DEFAULTS, toExceptionBody } from './availability-api-mapping';

type ExceptionFormProps = { teacherId: number; onClose: () => void; onSaved: () => void };

const AVAILABILITY_OPTIONS = [
  { label: 'Not available', value: false },
  { label: 'Available', value: true },
];
/** Written in the centre's clock ("16:00" or "4:00 PM"); ProForm hands the text back, read by toExceptionBody. */
const timeProps = () =>
  ({ format: timePattern(), minuteStep: 5, needConfirm: false, style: { width: '100%' } }) as const;

/**
 * A date that differs from the weekly hours: a day (or some hours) off, or extra hours. Without
 * times it covers the whole day. Mount only while open.
 */
export default function ExceptionForm({ teacherId, onClose, onSaved }: ExceptionFormProps) {
  const { form, onFinish } = useSaveRecord<ExceptionFormValues>({
    create: (values, options) => createAvailabilityException({ teacherId }, toExceptionBody(values), options),
    onSaved,
  });

  return (
    <RecordModalForm<ExceptionFormValues>
      form={form}
      name="availabilityException"
      title="Add date exception"
      width={520}
      modalProps={{ rootClassName: FINGER_SIZED }}
      // No field takes the focus on opening: on a phone it raised the keyboard or a picker over the form (issue 31 item 4).
      autoFocusFirstInput={false}
      grid
      initialValues={NEW_EXCEPTION_DEFAULTS}
      onClose={onClose}
      onFinish={onFinish}
    >
      <ProFormDatePicker
        name="date"
        label="Date"
        colProps={{ md: 12 }}
        fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
        rules={[{ required: true, message: 'Please choose a date' }]}
      />
      <ProFormRadio.Group name="available" label="Availability" colProps={{ md: 12 }} options={AVAILABILITY_OPTIONS} />
      <ProFormTimePicker
        name="start"
        label="From"
        colProps={{ md: 12 }}
        fieldProps={timeProps()}
        extra="Leave both times empty for the whole day"
      />
      <ProFormTimePicker
        name="end"
        label="To"
        colProps={{ md: 12 }}
        fieldProps={timeProps()}
        dependencies={['start']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, end?: Dayjs | null) => {
              const start: Dayjs | null | undefined = getFieldValue('start');
              if (!start !== !end) return Promise.reject(new Error('Enter both times, or neither for the whole day'));
              if (start && end && !end.isAfter(start)) {
                return Promise.reject(new Error('The end time must be after the start time'));
              }
              return Promise.resolve();
            },
          }),
        ]}
      />
      <ProFormText name="note" label="Note" rules={[{ max: 200, message: 'Note must be at most 200 characters' }]} />
    </RecordModalForm>
  );
}

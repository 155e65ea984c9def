import { ProFormDatePicker } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { isoDateOrNull } from '@/components/FormSupport/form-values';
import RecordModalForm from '@/components/RecordModalForm';
import { startBillingCycle } from '@/services/api/billing';

/** Spec §5: a cycle cannot start earlier than one month back; the server checks it too. */
export const CYCLE_TOO_EARLY = 'Billing cycle cannot be earlier than one month!';

export default function StartCycleForm({ onClose, onStarted }: { onClose: () => void; onStarted: () => void }) {
  const [form] = Form.useForm<{ startDate: Dayjs | string }>();
  const earliest = dayjs().subtract(1, 'month').startOf('day');
  return (
    <RecordModalForm
      form={form}
      title="Start billing cycle"
      width={420}
      initialValues={{ startDate: dayjs() }}
      onClose={onClose}
      onFinish={async (values) => {
        try {
          await startBillingCycle({ startDate: isoDateOrNull(values.startDate) ?? '' }, { skipErrorHandler: true });
          message.success('Billing cycle started');
          onStarted();
          return true;
        } catch (error) {
          showServerFieldErrors(form, error);
          showRequestFailure('Failed to start billing cycle', error);
          return false;
        }
      }}
      submitText="Start"
    >
      <ProFormDatePicker
        name="startDate"
        label="First day of the first period"
        extra="Monthly periods from this day. At most one month back."
        rules={[
          { required: true, message: 'Start date is required' },
          {
            validator: (_: unknown, value: Dayjs | string | undefined) =>
              value && dayjs(value).isBefore(earliest) ? Promise.reject(new Error(CYCLE_TOO_EARLY)) : Promise.resolve(),
          },
        ]}
      />
    </RecordModalForm>
  );
}

import { ProForm, ProFormDigit, ProFormRadio } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { getCancellationPolicy, updateCancellationPolicy } from '@/services/api/centreSettings';

type PolicyValues = API.CancellationPolicyFormInput;

/**
 * The family portal's cancellation policy: how long before a lesson a family may cancel for free, and
 * what a later cancellation does. The window is read on the centre's clock (the same wall-clock time
 * the day before for 24 hours, also across a change of the clocks).
 */
export default function CancellationPolicyForm() {
  const [form] = Form.useForm<PolicyValues>();

  const load = async (): Promise<PolicyValues> => {
    const { updatedAt: _updatedAt, ...values } = await getCancellationPolicy();
    return values;
  };

  const save = async (values: PolicyValues) => {
    try {
      await updateCancellationPolicy(values, { skipErrorHandler: true });
      message.success('Cancellation policy saved');
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to update, try again', error);
      return false;
    }
  };

  return (
    <ProForm<PolicyValues>
      form={form}
      name="cancellation-policy"
      layout="vertical"
      request={load}
      onFinish={save}
      submitter={{ searchConfig: { submitText: 'Save' }, resetButtonProps: false }}
    >
      <ProFormDigit
        name="freeCancellationHours"
        label="Free cancellation until (hours before the lesson)"
        tooltip="Families cancel a lesson from the portal at no charge until this many hours before it."
        width="sm"
        min={0}
        max={720}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: 'Enter a number of hours from 0 to 720' }]}
      />
      <ProFormRadio.Group
        name="lateCancellation"
        label="A later cancellation"
        rules={[{ required: true, message: 'Choose what a late cancellation does' }]}
        options={[
          { label: 'Is refused: the family is asked to call the centre', value: 'refuse' },
          { label: 'Is charged: the lesson is charged when the teacher confirms it', value: 'charge' },
        ]}
      />
    </ProForm>
  );
}

import { ProForm, ProFormDigit, ProFormRadio, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { phoneRules, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { amountFormatRule } from '@/components/Money';
import { getCentreSettings, updateCentreSettings } from '@/services/api/centreSettings';
import { setDisplaySettings } from '@/utils/format';

type SettingsFormValues = Omit<API.CentreSettingsFormInput, 'contactEmail' | 'contactPhone'> & {
  contactEmail?: string | null;
  contactPhone?: string | null;
};

/** The centre-wide values: name and contact (used in e-mails), how amounts and times are written, the dashboard's balance threshold, reminders and the offline app. */
export default function CentreSettingsForm() {
  const [form] = Form.useForm<SettingsFormValues>();

  const load = async (): Promise<SettingsFormValues> => {
    const { updatedAt: _updatedAt, ...values } = await getCentreSettings();
    return values;
  };

  const save = async (values: SettingsFormValues) => {
    try {
      const saved = await updateCentreSettings(
        {
          ...values,
          contactEmail: values.contactEmail?.trim() || null,
          contactPhone: values.contactPhone?.trim() || null,
        },
        { skipErrorHandler: true },
      );
      // Amounts and times on every screen follow the new currency and clock without a reload.
      setDisplaySettings(saved);
      message.success('Centre settings saved');
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to update, try again', error);
      return false;
    }
  };

  return (
    <ProForm<SettingsFormValues>
      form={form}
      name="centre-settings"
      layout="vertical"
      request={load}
      onFinish={save}
      submitter={{ searchConfig: { submitText: 'Save' }, resetButtonProps: false }}
    >
      <ProForm.Group title="Centre">
        <ProFormText
          name="centreName"
          label="Centre name"
          width="md"
          rules={[{ required: true, whitespace: true, message: 'Please enter the centre name' }, { max: 100 }]}
        />
        <ProFormText
          name="contactEmail"
          label="Contact e-mail"
          width="md"
          rules={[{ type: 'email', message: 'Please enter a valid e-mail address!' }]}
        />
        <ProFormText name="contactPhone" label="Contact phone" width="md" rules={phoneRules} />
      </ProForm.Group>
      <ProForm.Group title="How amounts and times are written">
        <ProFormText
          name="currency"
          label="Currency (ISO code)"
          width="xs"
          fieldProps={{ maxLength: 3, style: { textTransform: 'uppercase' } }}
          rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: 'Enter a three-letter code like CAD' }]}
        />
        <ProFormRadio.Group
          name="timeFormat"
          label="Time of day"
          radioType="button"
          options={[
            { label: '24-hour (16:30)', value: '24h' },
            { label: '12-hour (4:30 PM)', value: '12h' },
          ]}
        />
      </ProForm.Group>
      <ProForm.Group title="Students and lessons">
        <ProFormText
          name="lowBalanceThreshold"
          label="Low balance threshold"
          tooltip="Students whose voucher balance is below this amount are listed on the dashboard."
          width="sm"
          rules={[{ required: true, message: 'Low balance threshold is required' }, amountFormatRule('100.00')]}
        />
        <ProFormDigit
          name="reminderHoursBefore"
          label="Students' lesson reminders (hours before)"
          tooltip="Teachers get one message at 18:00 listing the next day's lessons instead, if they chose it."
          width="sm"
          min={1}
          max={168}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true, message: 'Enter a number of hours from 1 to 168' }]}
        />
      </ProForm.Group>
      <ProFormSwitch
        name="pwaEnabled"
        label="Installable offline app"
        tooltip="Lets teachers install the site on their phones and confirm lessons without a connection."
      />
    </ProForm>
  );
}

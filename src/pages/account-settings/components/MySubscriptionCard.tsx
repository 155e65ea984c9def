import { ProForm, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Button, Card, Form, message, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { SubscriptionStateText } from '@/components/CalendarLinks';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import {
  refreshMyCalendarSubscription,
  removeMyCalendarSubscription,
  saveMyCalendarSubscription,
} from '@/services/api/externalCalendars';

type Values = { url: string; showTitles: boolean };

/** In: the secret iCal address of the teacher's own calendar, read for busy times. */
export default function MySubscriptionCard({
  subscription,
  onChanged,
}: {
  subscription: API.CalendarSubscriptionState | null;
  onChanged: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const save = async (values: Values) => {
    try {
      const state = await saveMyCalendarSubscription(values, { skipErrorHandler: true });
      if (state.working) message.success('Calendar linked');
      else message.warning(`Saved, but the calendar could not be read: ${state.lastError}`);
      form.resetFields();
      onChanged();
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to update, try again', error);
      return false;
    }
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      message.success(done);
      onChanged();
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="My calendar's busy times">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Paste the secret iCal address of your own calendar (Google: Settings → your calendar → "Secret address in iCal
          format"; Outlook: Settings → Shared calendars → Publish → ICS; iCloud: share the calendar publicly). The
          centre reads it every 30 minutes and warns before booking you when you are busy.
        </Typography.Paragraph>
        <Space align="start" wrap>
          <Typography.Text strong>Linked calendar:</Typography.Text>
          {subscription && <Typography.Text code>{subscription.maskedUrl}</Typography.Text>}
          <SubscriptionStateText subscription={subscription} />
        </Space>
        {subscription && (
          <Space wrap>
            {subscription.refreshable && (
              <Button loading={busy} onClick={() => run(() => refreshMyCalendarSubscription(), 'Calendar read again')}>
                Read it now
              </Button>
            )}
            <Popconfirm
              title="Unlink this calendar?"
              description="Its busy times are forgotten."
              onConfirm={() => run(() => removeMyCalendarSubscription(), 'Calendar unlinked')}
            >
              <Button danger loading={busy}>
                Unlink
              </Button>
            </Popconfirm>
          </Space>
        )}
        <ProForm<Values>
          form={form}
          name="calendar-subscription"
          // The last card: focusing it on load opened Account Settings scrolled to the bottom (issue 31 item 4).
          autoFocusFirstInput={false}
          layout="vertical"
          initialValues={{ showTitles: subscription?.showTitles ?? false }}
          onFinish={save}
          submitter={{
            searchConfig: { submitText: subscription ? 'Link another address' : 'Link my calendar' },
            resetButtonProps: false,
          }}
        >
          <ProFormText
            name="url"
            label="Secret iCal address"
            placeholder="https://… or webcal://…"
            rules={[
              { required: true, message: 'Please paste the address' },
              { pattern: /^(https?|webcal):\/\//i, message: 'The address starts with https://, http:// or webcal://' },
            ]}
            fieldProps={{ autoComplete: 'off' }}
          />
          <ProFormSwitch name="showTitles" label="Let the centre see my events' titles (otherwise only 'Busy')" />
        </ProForm>
      </Space>
    </Card>
  );
}

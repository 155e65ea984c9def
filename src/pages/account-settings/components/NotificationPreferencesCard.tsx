import { Button, Card, Checkbox, List, message, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { useOnPhone } from '@/components/PhoneLayout';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getNotificationPreferences, updateNotificationPreferences } from '@/services/api/accountSettings';

type Preferences = API.NotificationPreferences;
type EventKey = keyof Preferences;

export const NOTIFICATION_EVENTS: { key: EventKey; label: string }[] = [
  { key: 'lessonBooked', label: 'A lesson is booked for me' },
  { key: 'lessonMoved', label: 'One of my lessons is moved or changed' },
  { key: 'lessonCancelled', label: 'One of my lessons is cancelled' },
  { key: 'dailyReminder', label: "Reminder of the next day's lessons" },
  { key: 'feedbackDue', label: 'Feedback still due' },
];

/** Which messages the teacher receives, by e-mail and by SMS: one row per event, saved together. */
export default function NotificationPreferencesCard() {
  // The boxes change the loaded preferences in place (setData) until Save sends them.
  const loaded = useLoaded(() => getNotificationPreferences(), 'notification-preferences');
  const preferences = loaded.data;
  const [saving, setSaving] = useState(false);
  // Narrower than antd's md: one event under another with its two boxes, no table to scroll sideways.
  const onPhone = useOnPhone();

  const toggle = (event: EventKey, channel: 'email' | 'sms', value: boolean) =>
    loaded.setData((current) => current && { ...current, [event]: { ...current[event], [channel]: value } });

  const save = async () => {
    if (!preferences) return;
    setSaving(true);
    try {
      const saved = await updateNotificationPreferences(preferences);
      loaded.setData(() => saved);
      message.success('Notification settings saved');
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Notifications">
      <Typography.Paragraph type="secondary">
        E-mails go to the address on your account, texts to its phone number; without one, that channel stays silent.
        You are not told of changes you make yourself. Many lessons booked or moved at once (a weekly repeat, a series)
        come as one message listing them. The reminder of the next day's lessons comes once a day at 18:00 (the centre's
        time) as one message listing tomorrow's lessons with their times, students and place; none when you have no
        lessons the next day. Feedback still due is checked once a day and names each confirmed lesson of the last 30
        days without submitted feedback once.
      </Typography.Paragraph>
      {preferences && onPhone && (
        <>
          <List
            dataSource={NOTIFICATION_EVENTS}
            rowKey="key"
            renderItem={(row) => (
              <List.Item>
                <Space direction="vertical" size={4}>
                  {row.label}
                  <Space size="large">
                    {(['email', 'sms'] as const).map((channel) => (
                      <Checkbox
                        key={channel}
                        style={{ minHeight: 44, alignItems: 'center' }}
                        aria-label={`${row.label} by ${channel === 'email' ? 'e-mail' : 'SMS'}`}
                        checked={preferences[row.key][channel]}
                        onChange={(event) => toggle(row.key, channel, event.target.checked)}
                      >
                        {channel === 'email' ? 'E-mail' : 'SMS'}
                      </Checkbox>
                    ))}
                  </Space>
                </Space>
              </List.Item>
            )}
          />
          <Button type="primary" size="large" onClick={save} loading={saving} style={{ marginTop: 16 }}>
            Save notifications
          </Button>
        </>
      )}
      {preferences && !onPhone && (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={NOTIFICATION_EVENTS}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'When', dataIndex: 'label' },
              ...(['email', 'sms'] as const).map((channel) => ({
                title: channel === 'email' ? 'E-mail' : 'SMS',
                key: channel,
                width: 80,
                align: 'center' as const,
                render: (_: unknown, row: (typeof NOTIFICATION_EVENTS)[number]) => (
                  <Checkbox
                    aria-label={`${row.label} by ${channel === 'email' ? 'e-mail' : 'SMS'}`}
                    checked={preferences[row.key][channel]}
                    onChange={(event) => toggle(row.key, channel, event.target.checked)}
                  />
                ),
              })),
            ]}
          />
          <Button type="primary" onClick={save} loading={saving} style={{ marginTop: 16 }}>
            Save notifications
          </Button>
        </>
      )}
      {!preferences &&
        (loaded.failed ? <LoadFailed loaded={loaded} what="your notification settings" /> : <Skeleton active />)}
    </Card>
  );
}

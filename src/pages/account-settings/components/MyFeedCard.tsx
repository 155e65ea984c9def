import { CopyOutlined } from '@ant-design/icons';
import { Button, Card, Input, message, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { FeedHowTo, FeedStateText } from '@/components/CalendarLinks';
import { showRequestFailure } from '@/components/FormSupport';
import { regenerateMyCalendarFeed, revokeMyCalendarFeed } from '@/services/api/externalCalendars';

const copy = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    message.success('Copied');
  } catch {
    message.info('Select the address and copy it');
  }
};

/** Out: a private address of the teacher's own lessons that their calendar app subscribes to. */
export default function MyFeedCard({ feed, onChanged }: { feed: API.CalendarFeedState | null; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
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
    <Card title="My lessons in my calendar">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your lessons there.
          Anyone with the address sees your lessons: keep it to yourself, and make a new one if it got out.
        </Typography.Paragraph>
        <FeedStateText feed={feed} />
        {feed?.url && (
          <>
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={feed.url} aria-label="Feed address (https)" />
              <Button
                icon={<CopyOutlined />}
                aria-label="Copy the https address"
                onClick={() => copy(feed.url ?? '')}
              />
            </Space.Compact>
            {feed.webcalUrl && (
              <Typography.Link href={feed.webcalUrl}>Open in my calendar app (webcal)</Typography.Link>
            )}
          </>
        )}
        <Space wrap>
          {feed ? (
            <Popconfirm
              title="Make a new address?"
              description="The current address stops working at once; calendars subscribed to it must subscribe again."
              onConfirm={() => run(() => regenerateMyCalendarFeed(), 'New address made')}
            >
              <Button loading={busy}>Make a new address</Button>
            </Popconfirm>
          ) : (
            <Button type="primary" loading={busy} onClick={() => run(() => regenerateMyCalendarFeed(), 'Address made')}>
              Make my calendar address
            </Button>
          )}
          {feed && (
            <Popconfirm
              title="Turn the address off?"
              onConfirm={() => run(() => revokeMyCalendarFeed(), 'Address turned off')}
            >
              <Button danger loading={busy}>
                Turn off
              </Button>
            </Popconfirm>
          )}
        </Space>
        <FeedHowTo />
      </Space>
    </Card>
  );
}

import { Space, Tag, Typography } from 'antd';
import { formatDateTime } from '@/utils/format';

/** Instants on these screens read like everywhere else: local date and clock time. */
export const whenText = (instant: string | null | undefined, never = 'never') =>
  instant ? formatDateTime(instant) : never;

/** The feed's state: off, or on with when a calendar app last downloaded it. */
export function FeedStateText({ feed }: { feed: { lastFetchedAt: string | null } | null | undefined }) {
  if (!feed) return <Tag>Off</Tag>;
  return (
    <Space size={4} wrap>
      <Tag color="green">Active</Tag>
      <Typography.Text type="secondary">last fetched {whenText(feed.lastFetchedAt)}</Typography.Text>
    </Space>
  );
}

/** A linked calendar's state: working or failing (with why and when it last worked). */
export function SubscriptionStateText({
  subscription,
}: {
  subscription: API.CalendarSubscriptionState | null | undefined;
}) {
  if (!subscription) return <Tag>Not linked</Tag>;
  return (
    <Space direction="vertical" size={0}>
      <Space size={4} wrap>
        {subscription.working ? <Tag color="green">Working</Tag> : <Tag color="red">Failing</Tag>}
        <Typography.Text type="secondary">
          {subscription.refreshable
            ? `read ${whenText(subscription.lastAttemptAt)}, last worked ${whenText(subscription.lastSuccessAt)}`
            : `imported from a file on ${whenText(subscription.lastSuccessAt)}, not read again`}
        </Typography.Text>
      </Space>
      {subscription.lastError && <Typography.Text type="danger">{subscription.lastError}</Typography.Text>}
      {subscription.warning && (
        <Space size={4} align="start">
          <Tag color="orange">{subscription.skippedCount > 0 ? `${subscription.skippedCount} skipped` : 'Check'}</Tag>
          <Typography.Text type="warning">{subscription.warning}</Typography.Text>
        </Space>
      )}
    </Space>
  );
}

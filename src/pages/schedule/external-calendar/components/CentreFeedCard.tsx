import { ProForm } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Card, Input, message, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { FeedHowTo, FeedStateText } from '@/components/CalendarLinks';
import { showRequestFailure } from '@/components/FormSupport';
import ReferenceSelect, { courseOptions, teacherOptions } from '@/components/ReferenceSelect';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import {
  getCentreCalendarFeed,
  regenerateCentreCalendarFeed,
  revokeCentreCalendarFeed,
} from '@/services/api/externalCalendars';

type Filters = { teacherId?: number; courseId?: number };

/** The centre feed's address, narrowed to one teacher or course by its query. */
export function filteredFeedUrl(url: string, filters: Filters): string {
  const query = new URLSearchParams();
  if (filters.teacherId) query.set('teacherId', String(filters.teacherId));
  if (filters.courseId) query.set('courseId', String(filters.courseId));
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** The front desk's own calendar: every lesson (a month back to a year ahead), or one teacher's or course's. */
export default function CentreFeedCard() {
  const { canAdmin } = useAccess();
  const loaded = useLoaded(async () => (await getCentreCalendarFeed()).feed, 'centre-calendar-feed');
  // undefined until the first answer; null when the centre has no feed yet.
  const feed: API.CalendarFeedState | null | undefined = loaded.data;
  const reload = loaded.reload;
  const [filters, setFilters] = useState<Filters>({});
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      message.success(done);
      reload();
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
    } finally {
      setBusy(false);
    }
  };

  // While loading, the card keeps about the height it has with an active feed (404 px at 1280, 464 at
  // 390): the teachers' table below it no longer jumps down when the answer comes (layout shift 0.12
  // on a phone before).
  if (feed === undefined)
    return (
      <Card title="Centre calendar feed" style={{ minHeight: 420 }}>
        {loaded.failed ? <LoadFailed loaded={loaded} what="the centre calendar address" /> : <Skeleton active />}
      </Card>
    );
  const url = feed?.url ? filteredFeedUrl(feed.url, filters) : undefined;
  return (
    <Card title="Centre calendar feed">
      <Space direction="vertical" style={{ width: '100%' }}>
        <FeedStateText feed={feed} />
        {url ? (
          <>
            <ProForm<Filters> layout="inline" submitter={false} onValuesChange={(_, values) => setFilters(values)}>
              <ReferenceSelect name="teacherId" label="Teacher" search={teacherOptions} placeholder="All teachers" />
              <ReferenceSelect name="courseId" label="Course" search={courseOptions} placeholder="All courses" />
            </ProForm>
            <Input readOnly value={url} aria-label="Centre feed address (https)" />
            <Typography.Link href={url.replace(/^https?:\/\//, 'webcal://')}>
              Open in a calendar app (webcal)
            </Typography.Link>
          </>
        ) : (
          <Typography.Text type="secondary">
            {canAdmin ? 'No centre address yet.' : 'No centre address yet: an administrator makes it.'}
          </Typography.Text>
        )}
        {canAdmin && (
          <Space wrap>
            {feed ? (
              <Popconfirm
                title="Make a new centre address?"
                description="The current address stops working at once."
                onConfirm={() => run(() => regenerateCentreCalendarFeed(), 'New address made')}
              >
                <Button loading={busy}>Make a new address</Button>
              </Popconfirm>
            ) : (
              <Button
                type="primary"
                loading={busy}
                onClick={() => run(() => regenerateCentreCalendarFeed(), 'Address made')}
              >
                Make the centre address
              </Button>
            )}
            {feed && (
              <Popconfirm
                title="Turn the centre address off?"
                onConfirm={() => run(() => revokeCentreCalendarFeed(), 'Address turned off')}
              >
                <Button danger loading={busy}>
                  Turn off
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
        <FeedHowTo />
      </Space>
    </Card>
  );
}

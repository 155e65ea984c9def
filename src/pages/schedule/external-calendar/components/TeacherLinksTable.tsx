import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { message, Popconfirm, Space, Typography } from 'antd';
import { useRef } from 'react';
import { FeedStateText, SubscriptionStateText } from '@/components/CalendarLinks';
import { showRequestFailure } from '@/components/FormSupport';
import {
  listCalendarLinks,
  refreshTeacherCalendarSubscription,
  regenerateTeacherCalendarFeed,
  removeTeacherCalendarSubscription,
} from '@/services/api/externalCalendars';

type Row = API.CalendarLinkRow;

/** Every teacher's links: the feed (never its address) and their own calendar (masked), with their actions (unlinking: administrators). */
export default function TeacherLinksTable() {
  const tableRef = useRef<ActionType>();
  const { canAdmin } = useAccess();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      message.success(done);
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
    }
    tableRef.current?.reload();
  };

  const columns: ProColumns<Row>[] = [
    { title: 'Teacher', dataIndex: 'teacherName', width: 180, ellipsis: true },
    { title: 'Lessons feed', key: 'feed', width: 260, render: (_, row) => <FeedStateText feed={row.feed} /> },
    {
      title: 'Own calendar (busy times)',
      key: 'subscription',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.subscription && <Typography.Text code>{row.subscription.maskedUrl}</Typography.Text>}
          <SubscriptionStateText subscription={row.subscription} />
        </Space>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: 160,
      render: (_, row) => (
        <Space direction="vertical" size={4}>
          <Popconfirm
            title={`New feed address for ${row.teacherName}?`}
            description="The current one stops working at once; the teacher finds the new one in Account Settings."
            onConfirm={() => run(() => regenerateTeacherCalendarFeed({ teacherId: row.teacherId }), 'New address made')}
          >
            <Typography.Link>New feed address</Typography.Link>
          </Popconfirm>
          {row.subscription?.refreshable && (
            <Typography.Link
              onClick={() =>
                run(() => refreshTeacherCalendarSubscription({ teacherId: row.teacherId }), 'Calendar read again')
              }
            >
              Read calendar now
            </Typography.Link>
          )}
          {canAdmin && row.subscription && (
            <Popconfirm
              title={`Unlink ${row.teacherName}'s calendar?`}
              description="Its busy times are forgotten; the teacher can link it again in Account Settings."
              onConfirm={() =>
                run(() => removeTeacherCalendarSubscription({ teacherId: row.teacherId }), 'Calendar unlinked')
              }
            >
              <Typography.Link type="danger">Unlink calendar</Typography.Link>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ProTable<Row>
      headerTitle="Teachers' calendar links"
      rowKey="teacherId"
      actionRef={tableRef}
      columns={columns}
      search={false}
      scroll={{ x: 900 }}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      request={async () => {
        const answer = await listCalendarLinks();
        return { data: answer.data, total: answer.total, success: true };
      }}
    />
  );
}

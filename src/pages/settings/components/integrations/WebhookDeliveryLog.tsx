import { Button, Drawer, message, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { listWebhookDeliveries, resendWebhookDelivery } from '@/services/api/webhooks';

const STATUS_COLOUR = { pending: 'gold', succeeded: 'green', failed: 'red' } as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** An endpoint's delivery log, newest first: status, answer, attempts; Resend sends one event again. */
export default function WebhookDeliveryLog({
  endpoint,
  onClose,
}: {
  endpoint?: API.WebhookEndpoint;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const log = useLoaded(
    () =>
      endpoint
        ? listWebhookDeliveries({ id: endpoint.id, page, pageSize: 20 }, { skipErrorHandler: true })
        : Promise.resolve(undefined),
    [endpoint?.id, page],
  );
  const resend = async (delivery: API.WebhookDelivery) => {
    if (!endpoint) return;
    try {
      await resendWebhookDelivery({ id: endpoint.id, deliveryId: delivery.id }, { skipErrorHandler: true });
      message.success(`Event ${delivery.eventId} queued again`);
      log.reload();
    } catch (error) {
      showRequestFailure('Could not resend the event', error);
    }
  };

  return (
    <Drawer open={Boolean(endpoint)} onClose={onClose} width={900} title={`Delivery log: ${endpoint?.url ?? ''}`}>
      <LoadFailed loaded={log} what="the delivery log" />
      <Button onClick={log.reload} loading={log.loading} style={{ marginBottom: 12 }}>
        Refresh
      </Button>
      <Table<API.WebhookDelivery>
        rowKey="id"
        size="small"
        loading={log.loading}
        dataSource={log.data?.data ?? []}
        scroll={{ x: 760 }}
        pagination={{
          current: page,
          pageSize: 20,
          total: log.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', marginBottom: 0 }}>
              {row.responseBody || '(empty answer)'}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          { title: 'Event time', dataIndex: 'createdAt', render: (value: string) => when(value), width: 170 },
          { title: 'Event', dataIndex: 'type', render: (type: string, row) => <span title={row.eventId}>{type}</span> },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 100,
            render: (status: API.WebhookDelivery['status']) => <Tag color={STATUS_COLOUR[status]}>{status}</Tag>,
          },
          { title: 'Answer', dataIndex: 'responseStatus', width: 80, render: (code: number | null) => code ?? 'none' },
          { title: 'Attempts', dataIndex: 'attempts', width: 80 },
          {
            title: 'Last attempt',
            dataIndex: 'lastAttemptAt',
            width: 170,
            render: (value: string | null, row) =>
              row.status === 'pending' && row.nextAttemptAt
                ? `${when(value)} (next ${when(row.nextAttemptAt)})`
                : when(value),
          },
          {
            title: '',
            key: 'resend',
            width: 90,
            render: (_, row) => (
              <Button size="small" onClick={() => resend(row)} disabled={!endpoint?.enabled}>
                Resend
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

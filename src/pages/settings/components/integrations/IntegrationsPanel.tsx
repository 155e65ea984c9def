import { Alert, Button, Modal, message, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import {
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  listWebhookEventTypes,
  rotateWebhookSecret,
  sendWebhookTestEvent,
} from '@/services/api/webhooks';
import WebhookDeliveryLog from './WebhookDeliveryLog';
import WebhookEndpointForm from './WebhookEndpointForm';

/**
 * Centre Settings → Integrations: the webhook endpoints events are pushed to. A secret is shown once
 * (on adding, and on rotating); how to verify it is in the API documentation (the WebhookEvent_* schemas).
 */
export default function IntegrationsPanel() {
  const endpoints = useLoaded(() => listWebhookEndpoints({ skipErrorHandler: true }), 'webhook-endpoints');
  const eventTypes = useLoaded(() => listWebhookEventTypes({ skipErrorHandler: true }), 'webhook-event-types');
  const [editing, setEditing] = useState<{ endpoint?: API.WebhookEndpoint } | undefined>();
  const [logOf, setLogOf] = useState<API.WebhookEndpoint | undefined>();

  const showSecret = (secret: string) =>
    Modal.info({
      title: 'Signing secret',
      width: 560,
      content: (
        <>
          <Typography.Paragraph>Copy it now: it is not shown again.</Typography.Paragraph>
          <Typography.Paragraph copyable code>
            {secret}
          </Typography.Paragraph>
        </>
      ),
    });

  const act = async (what: string, run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      message.success(done);
      endpoints.reload();
    } catch (error) {
      showRequestFailure(what, error);
    }
  };

  if (!endpoints.data) return <LoadFailed loaded={endpoints} what="the webhook endpoints" />;
  return (
    <>
      <Typography.Paragraph type="secondary">
        Events (a new student, a lesson confirmed, a voucher purchase…) are sent as they happen to each endpoint that
        chose them, signed with its secret the way Stripe signs its webhooks (header Centre-Signature). A receiver that
        does not answer 2xx within 10 seconds is retried, with doubling waits, for 24 hours.
      </Typography.Paragraph>
      <Button type="primary" onClick={() => setEditing({})} style={{ marginBottom: 12 }}>
        Add endpoint
      </Button>
      <Table<API.WebhookEndpoint>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={endpoints.data.data}
        scroll={{ x: 800 }}
        columns={[
          {
            title: 'Address',
            dataIndex: 'url',
            render: (url: string, row) => (
              <>
                <Typography.Text>{url}</Typography.Text>
                {row.description && <div style={{ color: 'rgba(0,0,0,0.65)' }}>{row.description}</div>}
                {row.disabledReason && <Alert type="warning" showIcon message={row.disabledReason} />}
              </>
            ),
          },
          { title: 'Events', dataIndex: 'events', width: 90, render: (events: string[]) => events.length },
          {
            title: 'Sending',
            dataIndex: 'enabled',
            width: 150,
            render: (enabled: boolean, row) => (
              <Space size={4} wrap>
                <Tag color={enabled ? 'green' : 'default'}>{enabled ? 'On' : 'Off'}</Tag>
                {row.ordered && <Tag>In order</Tag>}
                {row.failingSince && <Tag color="red">Failing</Tag>}
              </Space>
            ),
          },
          { title: 'Waiting', dataIndex: 'pending', width: 80 },
          {
            title: 'Actions',
            key: 'actions',
            width: 330,
            render: (_, row) => (
              <Space size={4} wrap>
                <Button size="small" onClick={() => setEditing({ endpoint: row })}>
                  Edit
                </Button>
                <Button size="small" onClick={() => setLogOf(row)}>
                  Delivery log
                </Button>
                <Button
                  size="small"
                  disabled={!row.enabled}
                  onClick={() =>
                    act(
                      'Could not send a test event',
                      () => sendWebhookTestEvent({ id: row.id }, { skipErrorHandler: true }),
                      'Test event queued',
                    )
                  }
                >
                  Send test event
                </Button>
                <Popconfirm
                  title="Make a new secret? The current one keeps working for 24 hours."
                  onConfirm={async () => {
                    try {
                      showSecret((await rotateWebhookSecret({ id: row.id }, { skipErrorHandler: true })).secret);
                      endpoints.reload();
                    } catch (error) {
                      showRequestFailure('Could not rotate the secret', error);
                    }
                  }}
                >
                  <Button size="small">Rotate secret</Button>
                </Popconfirm>
                <Popconfirm
                  title="Remove this endpoint and its delivery log?"
                  onConfirm={() =>
                    act(
                      'Could not remove the endpoint',
                      () => deleteWebhookEndpoint({ id: row.id }, { skipErrorHandler: true }),
                      'Endpoint removed',
                    )
                  }
                >
                  <Button size="small" danger>
                    Remove
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <WebhookEndpointForm
        open={Boolean(editing)}
        endpoint={editing?.endpoint}
        eventTypes={eventTypes.data?.data ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          endpoints.reload();
        }}
        onSecret={showSecret}
      />
      <WebhookDeliveryLog endpoint={logOf} onClose={() => setLogOf(undefined)} />
    </>
  );
}

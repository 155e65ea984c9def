import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Alert, Button, Progress, Space, Tag, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { LIST_PAGINATION } from '@/components/ProTableSupport';
import { listEmailSends } from '@/services/api/email';
import { dateTimeText, groupLabel, progressOf } from './email-text';
import SendRecipientsDrawer from './SendRecipientsDrawer';

/** Every send with its counts; sends in progress refresh every few seconds. */
export default function HistoryTab() {
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState<API.EmailSend | undefined>();
  const [smtpConfigured, setSmtpConfigured] = useState(true);
  const [busy, setBusy] = useState(false);

  const columns: ProColumns<API.EmailSend>[] = [
    { title: 'Subject', dataIndex: 'subject', ellipsis: true, width: 240 },
    { title: 'Recipients', dataIndex: 'group', width: 200, ellipsis: true, render: (_, row) => groupLabel(row.group) },
    { title: 'Sender', dataIndex: 'sender', width: 130, ellipsis: true },
    { title: 'When', dataIndex: 'sendAt', width: 140, render: (_, row) => dateTimeText(row.sendAt) },
    {
      title: 'Progress',
      key: 'progress',
      width: 260,
      render: (_, row) =>
        row.state === 'scheduled' ? (
          <Tag>Scheduled</Tag>
        ) : (
          <Space size={4} wrap>
            <Progress percent={progressOf(row.counts)} size="small" style={{ width: 80, margin: 0 }} />
            <Tag color="success">{row.counts.sent} sent</Tag>
            {row.counts.failed > 0 && <Tag color="error">{row.counts.failed} failed</Tag>}
            {row.counts.skipped > 0 && <Tag>{row.counts.skipped} skipped</Tag>}
            {row.counts.queued > 0 && <Tag color="processing">{row.counts.queued} queued</Tag>}
            {row.counts.stored > 0 && (
              <Tooltip title="SMTP is not configured: the mail waits in the outbox">
                <Tag color="warning">{row.counts.stored} in outbox</Tag>
              </Tooltip>
            )}
          </Space>
        ),
    },
    {
      title: 'Actions',
      valueType: 'option',
      fixed: 'right',
      width: 100,
      render: (_, row) => [
        <Button key="view" type="link" size="small" onClick={() => setOpen(row)}>
          Recipients
        </Button>,
      ],
    },
  ];

  return (
    <>
      {!smtpConfigured && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="SMTP is not configured (SMTP_URL): e-mail waits in the outbox and is not delivered."
        />
      )}
      <ProTable<API.EmailSend>
        headerTitle="History"
        rowKey="id"
        actionRef={tableRef}
        columns={columns}
        search={false}
        pagination={LIST_PAGINATION}
        scroll={{ x: 1070 }}
        polling={busy ? 3000 : undefined}
        request={async (params) => {
          const answer = await listEmailSends({ page: params.current, pageSize: params.pageSize });
          setSmtpConfigured(answer.smtpConfigured);
          setBusy(answer.data.some((send) => send.state !== 'finished' || send.counts.queued > 0));
          return { data: answer.data, total: answer.total, success: true };
        }}
      />
      {open && (
        <SendRecipientsDrawer
          send={open}
          onClose={() => setOpen(undefined)}
          onRetried={() => tableRef.current?.reload()}
        />
      )}
    </>
  );
}

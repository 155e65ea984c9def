import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Button, Drawer, message, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { LIST_PAGINATION } from '@/components/ProTableSupport';
import { listEmailSendRecipients, retryEmailSend } from '@/services/api/email';
import { STATUS_COLORS, STATUS_LABELS } from './email-text';

type Props = { send: API.EmailSend; onClose: () => void; onRetried: () => void };

/** One send's recipients: status, the SMTP server's reply, the mail as sent; retry the failed ones. */
export default function SendRecipientsDrawer({ send, onClose, onRetried }: Props) {
  const tableRef = useRef<ActionType>();
  // Once retried, those mails are queued: the button goes rather than offering the same count again.
  const [failed, setFailed] = useState(send.counts.failed);
  const retry = async () => {
    try {
      const answer = await retryEmailSend({ id: send.id }, { skipErrorHandler: true });
      setFailed(0);
      message.success(`${answer.data.retried} queued again`);
      tableRef.current?.reload();
      onRetried();
    } catch (error) {
      showRequestFailure('Failed to retry, try again', error);
    }
  };
  // Status right after the name: on a phone the columns after it are off to the side.
  const columns: ProColumns<API.EmailSendRecipient>[] = [
    { title: 'Name', dataIndex: 'name', width: 160, ellipsis: true },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 110,
      valueEnum: Object.fromEntries(Object.entries(STATUS_LABELS).map(([key, text]) => [key, { text }])),
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{STATUS_LABELS[row.status]}</Tag>,
    },
    { title: 'E-mail', dataIndex: 'email', width: 200, ellipsis: true },
    { title: 'Reply / reason', dataIndex: 'error', ellipsis: true, search: false, render: (_, row) => row.error ?? '' },
  ];
  return (
    <Drawer open width={Math.min(900, window.innerWidth)} title={send.subject} onClose={onClose}>
      <ProTable<API.EmailSendRecipient, { status?: API.EmailSendRecipient['status'] }>
        rowKey="id"
        // The drawer has its own padding: the table's card would take another 48 px of a phone's width.
        ghost
        actionRef={tableRef}
        columns={columns}
        search={{ labelWidth: 'auto', filterType: 'light' }}
        pagination={LIST_PAGINATION}
        scroll={{ x: 640 }}
        options={false}
        request={async (params) => {
          const answer = await listEmailSendRecipients({
            id: send.id,
            page: params.current,
            pageSize: params.pageSize,
            status: params.status,
          });
          return { data: answer.data, total: answer.total, success: true };
        }}
        expandable={{
          // A fixed column makes the opened row as wide as the visible table, not the scrolled width
          // (on a phone its text ran off the right edge).
          fixed: 'left',
          // The reply is cut short in its column (and off screen on a phone): here it is whole.
          expandedRowRender: (row) => (
            <div>
              {row.error && (
                <Typography.Paragraph
                  type={row.status === 'skipped' ? 'secondary' : 'danger'}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {row.status === 'skipped' ? 'Reason' : 'SMTP server’s reply'}: {row.error}
                </Typography.Paragraph>
              )}
              <Typography.Text strong>{row.subject}</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.body}
              </Typography.Paragraph>
            </div>
          ),
        }}
        toolBarRender={() => [
          failed > 0 && (
            <Button key="retry" type="primary" onClick={retry}>
              Retry failed ({failed})
            </Button>
          ),
        ]}
      />
    </Drawer>
  );
}

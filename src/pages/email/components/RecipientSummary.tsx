import { Alert, Collapse, List, Skeleton, Typography } from 'antd';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { listEmailRecipients } from '@/services/api/email';
import { EXCLUDED_LABELS } from './email-text';
import PreviewPane from './PreviewPane';

type RecipientSummaryProps = {
  audience?: API.EmailAudience;
  subject?: string;
  body?: string;
};

/** Who the choice reaches, who is left out and why (before sending), and a preview per recipient. */
export default function RecipientSummary({ audience, subject, body }: RecipientSummaryProps) {
  const recipients = useLoaded(
    async () => (audience ? listEmailRecipients({ audience }, { skipErrorHandler: true }) : undefined),
    audience ?? null,
  );
  // A failed answer shows nothing rather than the last audience's recipients.
  const answer = recipients.failed ? undefined : recipients.data;

  if (!audience) return <Alert type="info" message="Choose who receives it." />;
  if (recipients.failed) return <LoadFailed loaded={recipients} what="the recipients" />;
  if (recipients.loading && !answer) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!answer) return null;
  const receiving = answer.data.filter((r) => !r.excluded);
  const leftOut = answer.data.filter((r) => r.excluded);
  return (
    <>
      <Alert
        type={receiving.length ? 'success' : 'warning'}
        showIcon
        message={`${receiving.length} recipient${receiving.length === 1 ? '' : 's'}${leftOut.length ? `, ${leftOut.length} left out` : ''}`}
        style={{ marginBottom: 12 }}
      />
      {leftOut.length > 0 && (
        <Collapse
          size="small"
          style={{ marginBottom: 12 }}
          items={[
            {
              key: 'left-out',
              label: `Left out (${leftOut.length})`,
              children: (
                <List
                  size="small"
                  dataSource={leftOut}
                  style={{ maxHeight: 240, overflow: 'auto' }}
                  renderItem={(r) => (
                    <List.Item>
                      <Typography.Text>{r.name}</Typography.Text>
                      <Typography.Text type="secondary">
                        {r.excluded ? EXCLUDED_LABELS[r.excluded] : ''}
                      </Typography.Text>
                    </List.Item>
                  )}
                />
              ),
            },
          ]}
        />
      )}
      <PreviewPane
        subject={subject}
        body={body}
        recipients={receiving.slice(0, 500).map((r) => ({ label: r.name, value: `${r.kind}:${r.id}` }))}
      />
    </>
  );
}

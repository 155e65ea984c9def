import { Alert, Card, Empty, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { errorBodyOf } from '@/components/FormSupport';
import { pause, useLoaded } from '@/components/SectionLoading/use-loaded';
import { previewEmail } from '@/services/api/email';
import type { RecipientRef } from './email-text';

type PreviewPaneProps = {
  subject?: string;
  body?: string;
  /** Who may be chosen; the first is shown until another is picked. */
  recipients: { label: string; value: string }[];
  onSearch?: (keyword: string) => void;
};

const toRef = (value: string): RecipientRef => {
  const [kind, id] = value.split(':');
  return { kind: kind as RecipientRef['kind'], id: Number(id) };
};

/** The subject and body as one real recipient would receive them, refreshed as the text changes. */
export default function PreviewPane({ subject, body, recipients, onSearch }: PreviewPaneProps) {
  const [chosen, setChosen] = useState<string | undefined>();
  const recipient = chosen ?? recipients[0]?.value;

  const preview = useLoaded(
    async (signal) => {
      if (!recipient || !subject?.trim() || !body?.trim()) return undefined;
      // Waits for a pause in typing before asking the server.
      await pause(400, signal);
      return (await previewEmail({ subject, body, recipient: toRef(recipient) }, { skipErrorHandler: true })).data;
    },
    [subject, body, recipient],
  );
  const result = preview.data;
  const loading = preview.loading;
  // A 400 names the unknown variable; it arrives as the HTTP error's body, not as `info`.
  const problem = preview.failed ? (errorBodyOf(preview.error)?.errorMessage ?? 'Preview unavailable') : undefined;

  return (
    <Card
      size="small"
      title="Preview"
      extra={
        <Select
          aria-label="Preview for"
          style={{ width: 220, maxWidth: '50vw' }}
          showSearch
          filterOption={onSearch ? false : undefined}
          optionFilterProp="label"
          onSearch={onSearch}
          value={recipient}
          options={recipients}
          onChange={setChosen}
          placeholder="Choose a recipient"
        />
      }
    >
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 8 }} />}
      {!recipient ? (
        <Empty description="Choose a recipient to preview" />
      ) : loading && !result ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : result ? (
        <div>
          <Typography.Text type="secondary">To: {result.to ?? 'no address'}</Typography.Text>
          <Typography.Title level={5} style={{ marginTop: 4 }}>
            {result.subject}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{result.body}</Typography.Paragraph>
        </div>
      ) : (
        <Empty description="Write a subject and a body" />
      )}
    </Card>
  );
}

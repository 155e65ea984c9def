import { Table, Typography } from 'antd';
import { changeLines } from './audit-api-mapping';

/** An entry's changed fields, before and after; what a record kept nothing of says so. */
export default function AuditChanges({ entry }: { entry: API.AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0)
    return <Typography.Text type="secondary">No field values kept for this change.</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Field', dataIndex: 'field' },
        { title: 'Before', dataIndex: 'before', render: (value: string) => value },
        { title: 'After', dataIndex: 'after', render: (value: string) => value },
      ]}
    />
  );
}

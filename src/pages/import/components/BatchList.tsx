import { Button, Popconfirm, Table, Tag } from 'antd';
import { formatDateTime } from '@/utils/format';

const STATUS_COLOURS: Record<API.ImportBatch['status'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  undone: 'warning',
};

type Props = { batches: API.ImportBatch[]; loading: boolean; onUndo: (batch: API.ImportBatch) => Promise<void> };

/** Every import with who, when, the file and the counts; Undo within 7 days. */
export default function BatchList({ batches, loading, onUndo }: Props) {
  return (
    <Table<API.ImportBatch>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={batches}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'When', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
        { title: 'Kind', dataIndex: 'kind' },
        { title: 'File', dataIndex: 'fileName' },
        { title: 'By', dataIndex: 'createdBy' },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (status: API.ImportBatch['status']) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
        },
        {
          title: 'New / updated / refused',
          key: 'counts',
          render: (_, batch) => `${batch.created} / ${batch.updated} / ${batch.refused}`,
        },
        {
          title: '',
          key: 'undo',
          render: (_, batch) =>
            batch.undoable && (
              <Popconfirm
                title="Undo this whole import?"
                description="Records it created are removed, records it updated get their earlier values back."
                onConfirm={() => onUndo(batch)}
              >
                <Button size="small" danger>
                  Undo
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}

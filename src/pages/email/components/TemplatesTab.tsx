import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Button, message, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { Ellipsis } from '@/components/ListTable';
import { deleteEmailTemplate, listEmailTemplates } from '@/services/api/email';
import { dateTimeText } from './email-text';
import TemplateForm from './TemplateForm';

type Open = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; template: API.EmailTemplate };

/** The built-in templates (editable) and the centre's own. */
export default function TemplatesTab() {
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState<Open>({ mode: 'none' });
  const reload = () => tableRef.current?.reload();

  const remove = async (template: API.EmailTemplate) => {
    try {
      await deleteEmailTemplate({ id: template.id }, { skipErrorHandler: true });
      message.success('Deleted successfully');
      reload();
    } catch (error) {
      showRequestFailure('Failed to delete, try again', error);
    }
  };

  const columns: ProColumns<API.EmailTemplate>[] = [
    {
      title: 'Name',
      dataIndex: 'name',
      width: 300,
      // The name is cut, not the tag after it: 268 px of text in the column's 300, less the tag's 68.
      render: (_, row) => (
        <Space size={4}>
          <Ellipsis text={row.name} width={row.builtInKey ? 200 : 268} />
          {row.builtInKey && <Tag>Built-in</Tag>}
        </Space>
      ),
    },
    { title: 'Subject', dataIndex: 'subject', ellipsis: true },
    { title: 'Changed', dataIndex: 'updatedAt', width: 150, render: (_, row) => dateTimeText(row.updatedAt) },
    {
      title: 'Actions',
      valueType: 'option',
      fixed: 'right',
      width: 130,
      render: (_, row) => [
        <Button key="edit" type="link" size="small" onClick={() => setOpen({ mode: 'edit', template: row })}>
          Edit
        </Button>,
        !row.builtInKey && (
          <Popconfirm key="delete" title={`Delete "${row.name}"?`} onConfirm={() => remove(row)}>
            <Button type="link" size="small" danger>
              Delete
            </Button>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <>
      <ProTable<API.EmailTemplate>
        headerTitle="Templates"
        rowKey="id"
        actionRef={tableRef}
        columns={columns}
        search={false}
        pagination={false}
        scroll={{ x: 840 }}
        request={async () => {
          const answer = await listEmailTemplates();
          return { data: answer.data, total: answer.total, success: true };
        }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ mode: 'new' })}>
            New template
          </Button>,
        ]}
      />
      {open.mode !== 'none' && (
        <TemplateForm
          key={open.mode === 'edit' ? open.template.id : 'new'}
          template={open.mode === 'edit' ? open.template : undefined}
          onClose={() => setOpen({ mode: 'none' })}
          onSaved={reload}
        />
      )}
    </>
  );
}

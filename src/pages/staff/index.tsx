import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { fixActions, useListTableProps } from '@/components/ListTable';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import { deleteStaff, listStaff } from '@/services/api/staff';
import StaffForm from './components/StaffForm';
import { type StaffTableParams, toStaffListParams } from './components/staff-api-mapping';
import { staffColumns } from './components/staff-columns';

/** Which form is open: none, a new member, or an existing one. */
type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; member: API.StaffMember };

/**
 * /staff — the model for every list-and-edit screen: ProTable asks the server for one page at a time
 * (paging, sorting and searching all happen there), and one form component serves add and edit.
 */
export default function StaffPage() {
  const listTableProps = useListTableProps('staff');
  const tableRef = useRef<ActionType>();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  const removeMember = async (member: API.StaffMember) => {
    try {
      await deleteStaff({ id: member.id }, { skipErrorHandler: true });
      message.success('Deleted successfully');
      tableRef.current?.reload();
    } catch (error) {
      showRequestFailure('Failed to delete, try again', error);
    }
  };

  const columns = staffColumns({
    onEdit: (member) => setEditing({ mode: 'edit', member }),
    onDelete: removeMember,
  });

  return (
    <PageContainer>
      <ProTable<API.StaffMember, StaffTableParams>
        {...listTableProps}
        headerTitle="Staff"
        rowKey="id"
        actionRef={tableRef}
        columns={fixActions(columns)}
        request={tableRequest(listStaff, toStaffListParams)}
        pagination={LIST_PAGINATION}
        search={{ labelWidth: 'auto' }}
        options={{ search: { placeholder: 'Search login, name, e-mail or phone', 'aria-label': 'Search staff' } }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })}>
            New staff
          </Button>,
        ]}
      />
      {editing.mode !== 'closed' && (
        <StaffForm
          key={editing.mode === 'edit' ? editing.member.id : 'new'}
          member={editing.mode === 'edit' ? editing.member : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
          onSaved={() => tableRef.current?.reload()}
        />
      )}
    </PageContainer>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import { deleteStaff, listStaff } from '@/services/api/staff';
import StaffForm from './components/StaffForm';
import { type StaffTableParams, toStaffListParams } from './components/staff-api-mapping';
import { STAFF_HIDDEN_COLUMNS, staffColumns } from './components/staff-columns';
import { manageableRoles, roleOptionsFor } from './components/staff-roles';

/** Which form is open: none, a new member, or an existing one. */
type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; member: API.StaffMember };

/**
 * /staff — the model for every list-and-edit screen: ProTable asks the server for one page at a time
 * (paging, sorting and searching all happen there), and one form component serves add and edit.
 */
export default function StaffPage() {
  const tableLayout = listTableProps('staff', STAFF_HIDDEN_COLUMNS);
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

  const isAdmin = Boolean(useAccess()?.canAdmin);
  const manageable = manageableRoles(isAdmin);
  const columns = staffColumns({
    canManage: (member) => manageable.includes(member.role),
    onEdit: (member) => setEditing({ mode: 'edit', member }),
    onDelete: removeMember,
  });

  return (
    <PageContainer title={<PageTitle />}>
      <ProTable<API.StaffMember, StaffTableParams>
        {...tableLayout}
        headerTitle="Staff"
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(columns)}
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
          roleOptions={roleOptionsFor(isAdmin)}
        />
      )}
    </PageContainer>
  );
}

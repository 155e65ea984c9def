import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm } from 'antd';
import ActivatedTag, { ACTIVATED_VALUE_ENUM } from '@/components/ActivatedTag';
import { phoneCell } from '@/components/ListTable';
import { formatDateTime } from '@/utils/format';
import { STAFF_ROLE_VALUE_ENUM } from './staff-roles';

type RowActions = {
  /** Which accounts the signed-in user may edit and delete; the others show no actions. */
  canManage: (member: API.StaffMember) => boolean;
  onEdit: (member: API.StaffMember) => void;
  onDelete: (member: API.StaffMember) => Promise<void>;
};

const displayName = (member: API.StaffMember) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.login;

/**
 * Shown at first: login, names, e-mail, role, activated and the actions (they fit 1280 px); phone and
 * creation time wait behind the column settings.
 */
export const STAFF_HIDDEN_COLUMNS = ['phone', 'createdAt'];

/**
 * Columns double as the search form: a column's `dataIndex` is the filter sent to the API, so only the
 * server's filter names (login, name, email, role, activated) are searchable and only its sortable
 * fields have `sorter`. Sorting and filtering happen on the server.
 */
export function staffColumns({ canManage, onEdit, onDelete }: RowActions): ProColumns<API.StaffMember>[] {
  return [
    { title: 'Login', dataIndex: 'login', sorter: true },
    { title: 'Name', dataIndex: 'name', hideInTable: true },
    { title: 'First name', dataIndex: 'firstName', sorter: true, hideInSearch: true },
    { title: 'Last name', dataIndex: 'lastName', sorter: true, hideInSearch: true },
    { title: 'E-mail', dataIndex: 'email', sorter: true, ellipsis: true, width: 200 },
    { title: 'Phone', dataIndex: 'phone', hideInSearch: true, render: (_, member) => phoneCell(member.phone) },
    { title: 'Role', dataIndex: 'role', sorter: true, valueType: 'select', valueEnum: STAFF_ROLE_VALUE_ENUM },
    {
      title: 'Activated',
      dataIndex: 'activated',
      sorter: true,
      valueType: 'select',
      valueEnum: ACTIVATED_VALUE_ENUM,
      render: (_, member) => <ActivatedTag activated={member.activated} />,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      sorter: true,
      valueType: 'dateTime',
      render: (_, row) => formatDateTime(row.createdAt),
      hideInSearch: true,
    },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      render: (_, member) => [...(canManage(member) ? manageActions(member, { onEdit, onDelete }) : [])],
    },
  ];
}

function manageActions(member: API.StaffMember, { onEdit, onDelete }: Pick<RowActions, 'onEdit' | 'onDelete'>) {
  return [
    <Button key="edit" type="link" size="small" onClick={() => onEdit(member)}>
      Edit
    </Button>,
    <Popconfirm
      key="delete"
      title={`Delete ${displayName(member)}?`}
      description="The account can no longer sign in; its history is kept."
      okText="Delete"
      cancelText="Cancel"
      onConfirm={() => onDelete(member)}
    >
      <Button type="link" size="small">
        Delete
      </Button>
    </Popconfirm>,
  ];
}

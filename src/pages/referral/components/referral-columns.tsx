import type { ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { formatDateTime } from '@/utils/format';

type RowActions = {
  onView: (referral: API.Referral) => void;
  onEdit: (referral: API.Referral) => void;
  onStudents: (referral: API.Referral) => void;
};

export function referralColumns({ onView, onEdit, onStudents }: RowActions): ProColumns<API.Referral>[] {
  return [
    { title: 'Referrer', dataIndex: 'referrer', sorter: true, ellipsis: true, width: 200 },
    // 320 px of comments pushed the table past a 1280 px screen; the whole text is on hover and in View.
    { title: 'Comments', dataIndex: 'comments', ellipsis: true, width: 260 },
    { title: 'Students', dataIndex: 'studentCount', align: 'right' },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      sorter: true,
      valueType: 'dateTime',
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      render: (_, referral) => [
        <Button key="view" type="link" size="small" onClick={() => onView(referral)}>
          View
        </Button>,
        <Button key="edit" type="link" size="small" onClick={() => onEdit(referral)}>
          Edit
        </Button>,
        <Button key="students" type="link" size="small" onClick={() => onStudents(referral)}>
          Students
        </Button>,
      ],
    },
  ];
}

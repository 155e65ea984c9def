import type { ProColumns } from '@ant-design/pro-components';
import { Ellipsis } from '@/components/ListTable';
import { searchedSelect } from '@/components/ProTableSupport';
import { formatDateTime } from '@/utils/format';
import { actionLabel, RECORD_TYPE_LABELS } from './audit-api-mapping';

type Option = { value: number | string; label: string };

/**
 * Columns double as the search form: person, record kind and id, and the date range are the
 * filters sent to the server. Read-only: no actions column.
 */
export function auditColumns(searchPeople: (keyword?: string) => Promise<Option[]>): ProColumns<API.AuditEntry>[] {
  return [
    { title: 'Date', dataIndex: 'dateRange', valueType: 'dateRange', hideInTable: true },
    {
      title: 'When',
      dataIndex: 'at',
      sorter: true,
      hideInSearch: true,
      width: 150,
      render: (_, entry) => formatDateTime(entry.at),
    },
    {
      title: 'Person',
      dataIndex: 'actorId',
      ...searchedSelect(searchPeople),
      // Wider than the field: a choice names the person, the login and the role (fits a 390 px phone).
      fieldProps: { ...searchedSelect(searchPeople).fieldProps, popupMatchSelectWidth: 300 },
      width: 150,
      render: (_, entry) => <Ellipsis text={entry.actorName ?? 'System'} width={140} />,
    },
    {
      title: 'Record',
      dataIndex: 'recordType',
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(RECORD_TYPE_LABELS).map(([key, text]) => [key, { text }])),
      width: 170,
      render: (_, entry) =>
        `${RECORD_TYPE_LABELS[entry.recordType]}${entry.recordId !== null && entry.recordType !== 'settings' && entry.recordType !== 'price-plan' ? ` #${entry.recordId}` : ''}`,
    },
    { title: 'Record id', dataIndex: 'recordId', valueType: 'digit', hideInTable: true },
    {
      title: 'Action',
      dataIndex: 'action',
      hideInSearch: true,
      width: 140,
      render: (_, entry) => actionLabel(entry.action),
    },
    // 320 px pushed the table past a 1280 px screen; the whole text is on hover and in the opened row.
    { title: 'Details', dataIndex: 'summary', hideInSearch: true, ellipsis: true, width: 220 },
  ];
}

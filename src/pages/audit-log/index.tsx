import { PageContainer, ProTable } from '@ant-design/pro-components';
import { fitColumns, listTableProps } from '@/components/ListTable';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import { listAuditLog } from '@/services/api/auditLog';
import { listStaff } from '@/services/api/staff';
import { listTeachers } from '@/services/api/teachers';
import AuditChanges from './components/AuditChanges';
import { type AuditTableParams, toAuditListParams } from './components/audit-api-mapping';
import { auditColumns } from './components/audit-columns';

const nameOf = (person: { login: string; firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.login;

/** Staff and teachers whose name or login matches, for the "Person" filter. */
async function searchPeople(keyword?: string) {
  const query = { page: 1, pageSize: 20, keyword: keyword?.trim() || undefined };
  const [staff, teachers] = await Promise.all([listStaff(query), listTeachers(query)]);
  return [...staff.data, ...teachers.data].map((person) => ({ value: person.id, label: nameOf(person) }));
}

/**
 * /audit-log (administrators): who changed money, attendance, accounts and roles, the price plan and
 * the settings, and when; newest first, filtered on the server. Read-only: a row opens to show the
 * changed fields before and after.
 */
export default function AuditLogPage() {
  const tableLayout = listTableProps('audit-log');
  return (
    <PageContainer title="Audit Log">
      <ProTable<API.AuditEntry, AuditTableParams>
        {...tableLayout}
        headerTitle="Changes, newest first"
        rowKey="key"
        columns={fitColumns(auditColumns(searchPeople))}
        request={tableRequest(listAuditLog, toAuditListParams)}
        pagination={LIST_PAGINATION}
        search={{ labelWidth: 'auto' }}
        options={false}
        expandable={{ expandedRowRender: (entry) => <AuditChanges entry={entry} /> }}
      />
    </PageContainer>
  );
}

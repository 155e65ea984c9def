import { PageContainer, ProTable } from '@ant-design/pro-components';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import { listAuditLog, listAuditPeople } from '@/services/api/auditLog';
import AuditChanges from './components/AuditChanges';
import { type AuditTableParams, personOptions, toAuditListParams } from './components/audit-api-mapping';
import { auditColumns } from './components/audit-columns';

/**
 * Everyone who can have made a change, for the "Person" filter: accounts of every role, deleted ones
 * too (their changes stay), and the system itself.
 */
async function searchPeople(keyword?: string) {
  const people = await listAuditPeople({ keyword: keyword?.trim() || undefined });
  return personOptions(people.data, keyword);
}

/**
 * /audit-log (administrators): who changed money, attendance, accounts and roles, teachers, students,
 * teacher pay, the price plan and the settings, and when; newest first, filtered on the server. Read-only: a row opens to show the
 * changed fields before and after.
 */
export default function AuditLogPage() {
  const tableLayout = listTableProps('audit-log');
  return (
    <PageContainer title={<PageTitle>Audit Log</PageTitle>}>
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

import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import { showRequestFailure } from '@/components/FormSupport';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import { downloadTermAttendance } from '@/services/api/scheduleDownloads';
import { deleteTerm, listTerms } from '@/services/api/terms';
import TermForm from './components/TermForm';
import { type TermTableParams, toTermListParams } from './components/term-api-mapping';
import { TERM_HIDDEN_COLUMNS, termColumns } from './components/term-columns';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; term: API.Term };

/**
 * /term — terms of each course: list, add, edit, delete (while nobody is registered), open registers,
 * export a term's attendance.
 */
export default function TermPage() {
  const tableLayout = listTableProps('terms', TERM_HIDDEN_COLUMNS);
  const tableRef = useRef<ActionType>();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  const removeTerm = async (term: API.Term) => {
    try {
      await deleteTerm({ id: term.id }, { skipErrorHandler: true });
      message.success('Deleted successfully');
      tableRef.current?.reload();
    } catch (error) {
      showRequestFailure('Failed to delete, try again', error);
    }
  };

  // The .xlsx of the term's students against its lesson dates (Present / Absent / blank).
  const exportAttendance = (term: API.Term) =>
    downloadFile(
      (options) => downloadTermAttendance({ id: term.id }, options),
      `term-${term.id}-attendance.xlsx`,
      'Failed to export, try again',
    );

  return (
    <PageContainer title={<PageTitle />}>
      <ProTable<API.Term, TermTableParams>
        {...tableLayout}
        headerTitle="Terms"
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(
          termColumns({
            onEdit: (term) => setEditing({ mode: 'edit', term }),
            onDelete: removeTerm,
            onExportAttendance: exportAttendance,
          }),
        )}
        request={tableRequest(listTerms, toTermListParams)}
        pagination={LIST_PAGINATION}
        search={{ labelWidth: 'auto' }}
        options={{ search: { placeholder: 'Search school, course or teacher', 'aria-label': 'Search terms' } }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })}>
            New term
          </Button>,
        ]}
      />
      {editing.mode !== 'closed' && (
        <TermForm
          key={editing.mode === 'edit' ? editing.term.id : 'new'}
          term={editing.mode === 'edit' ? editing.term : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
          onSaved={() => tableRef.current?.reload()}
        />
      )}
    </PageContainer>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useLocation } from '@umijs/max';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest, useIdSelection } from '@/components/ProTableSupport';
import { listStudents } from '@/services/api/students';
import BulkInviteButton from './components/BulkInviteButton';
import StatusActionButtons from './components/StatusActionButtons';
import StudentForm from './components/StudentForm';
import { actionsFor } from './components/status-actions';
import {
  SCREEN_STATUSES,
  type StudentScreen,
  type StudentTableParams,
  screenOf,
  statusFromSearch,
  toStudentListParams,
} from './components/student-api-mapping';
import { STUDENT_HIDDEN_COLUMNS, studentColumns } from './components/student-columns';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; student: API.Student };

const TITLES: Record<StudentScreen, string> = { all: 'All Students', inactive: 'Inactive Students' };

/**
 * /student/all-student and /student/inactive-student: one list, two sets of statuses. Both routes
 * render this same component, so React would keep its state across them; keying by screen makes a
 * switch start afresh (page 1, nothing selected).
 */
export default function StudentListPage() {
  const { pathname, search } = useLocation();
  const screen = screenOf(pathname);
  return <StudentList key={screen} screen={screen} initialStatus={statusFromSearch(screen, search)} />;
}

/** Selected rows get the batch status actions; each row links to the student's dashboard. */
function StudentList({ screen, initialStatus }: { screen: StudentScreen; initialStatus?: API.Student['status'] }) {
  const tableLayout = listTableProps(`students-${screen}`, STUDENT_HIDDEN_COLUMNS);
  const statuses = SCREEN_STATUSES[screen];
  const tableRef = useRef<ActionType>();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const selection = useIdSelection();
  // The selected rows themselves, so a refused status change names each student; antd keeps rows
  // selected on other pages, but may hand back no row for a key it never showed.
  const [selectedRows, setSelectedRows] = useState<API.Student[]>([]);

  const reload = () => tableRef.current?.reload();
  const columns = studentColumns({
    statuses,
    onEdit: (student) => setEditing({ mode: 'edit', student }),
    onPurchase: reload,
  });

  return (
    <PageContainer title={<PageTitle>{TITLES[screen]}</PageTitle>}>
      <ProTable<API.Student, StudentTableParams>
        {...tableLayout}
        headerTitle={TITLES[screen]}
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(columns)}
        request={tableRequest(listStudents, (params: StudentTableParams, sort) =>
          toStudentListParams(screen, params, sort),
        )}
        pagination={LIST_PAGINATION}
        search={statuses.length > 1 ? { labelWidth: 'auto' } : false}
        form={initialStatus ? { initialValues: { status: initialStatus } } : undefined}
        options={{
          search: {
            placeholder: 'Search name, student ID, phone, e-mail or WeChat',
            'aria-label': 'Search students',
          },
        }}
        rowSelection={{
          ...selection.rowSelection,
          onChange: (keys, rows: (API.Student | undefined)[]) => {
            selection.rowSelection.onChange(keys);
            setSelectedRows(rows.filter((row): row is API.Student => Boolean(row)));
          },
        }}
        tableAlertOptionRender={() => (
          <Space wrap>
            <BulkInviteButton
              ids={selection.ids}
              who={selection.ids.length === 1 ? '1 student' : `${selection.ids.length} students`}
              onDone={selection.clear}
            />
            <StatusActionButtons
              ids={selection.ids}
              students={selectedRows}
              actions={actionsFor(statuses)}
              who={selection.ids.length === 1 ? '1 student' : `${selection.ids.length} students`}
              onDone={() => {
                selection.clear();
                reload();
              }}
            />
          </Space>
        )}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })}>
            New student
          </Button>,
        ]}
      />
      {editing.mode !== 'closed' && (
        <StudentForm
          key={editing.mode === 'edit' ? editing.student.id : 'new'}
          student={editing.mode === 'edit' ? editing.student : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
          onSaved={reload}
        />
      )}
    </PageContainer>
  );
}

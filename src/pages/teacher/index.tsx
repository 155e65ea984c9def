import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, message, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest, useIdSelection } from '@/components/ProTableSupport';
import { deleteTeachers, listTeachers } from '@/services/api/teachers';
import TeacherDrawer from './components/TeacherDrawer';
import TeacherForm from './components/TeacherForm';
import { type TeacherTableParams, toTeacherListParams } from './components/teacher-api-mapping';
import { TEACHER_HIDDEN_COLUMNS, teacherColumns } from './components/teacher-columns';

/** What is open besides the table: nothing, the form (new or edit) or the view drawer. */
type Open =
  | { mode: 'none' }
  | { mode: 'new' }
  | { mode: 'edit'; teacher: API.Teacher }
  | { mode: 'view'; teacher: API.Teacher };

/**
 * /teacher — the staff screen's pattern: ProTable asks the server for one page at a time (paging,
 * sorting, searching), one form serves add and edit, and selected rows can be deleted together.
 */
export default function TeacherPage() {
  const tableLayout = listTableProps('teachers', TEACHER_HIDDEN_COLUMNS);
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState<Open>({ mode: 'none' });
  const selection = useIdSelection();

  const deleteSelected = async () => {
    try {
      await deleteTeachers({ ids: selection.ids }, { skipErrorHandler: true });
      message.success('Deleted successfully');
      selection.clear();
      tableRef.current?.reload();
    } catch (error) {
      showRequestFailure('Failed to delete, try again', error);
    }
  };

  const columns = teacherColumns({
    canApprove: Boolean(useAccess()?.canAdmin),
    onDecided: () => tableRef.current?.reload(),
    onView: (teacher) => setOpen({ mode: 'view', teacher }),
    onEdit: (teacher) => setOpen({ mode: 'edit', teacher }),
  });

  return (
    <PageContainer title={<PageTitle />}>
      <ProTable<API.Teacher, TeacherTableParams>
        {...tableLayout}
        headerTitle="Teachers"
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(columns)}
        request={tableRequest(listTeachers, toTeacherListParams)}
        rowSelection={selection.rowSelection}
        tableAlertOptionRender={({ onCleanSelected }) => (
          <Space>
            <Button type="link" onClick={onCleanSelected}>
              Clear selection
            </Button>
            <Popconfirm
              title={`Delete ${selection.ids.length} teacher(s)?`}
              description="They can no longer sign in; their history is kept."
              okText="Delete"
              cancelText="Cancel"
              onConfirm={deleteSelected}
            >
              <Button type="link" danger>
                Delete selected
              </Button>
            </Popconfirm>
          </Space>
        )}
        pagination={LIST_PAGINATION}
        search={{ labelWidth: 'auto' }}
        options={{
          search: {
            placeholder: 'Search login, name, e-mail, phone or employee ID',
            'aria-label': 'Search teachers',
          },
        }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ mode: 'new' })}>
            New teacher
          </Button>,
        ]}
      />
      {(open.mode === 'new' || open.mode === 'edit') && (
        <TeacherForm
          key={open.mode === 'edit' ? open.teacher.id : 'new'}
          teacher={open.mode === 'edit' ? open.teacher : undefined}
          onClose={() => setOpen({ mode: 'none' })}
          onSaved={() => tableRef.current?.reload()}
        />
      )}
      {open.mode === 'view' && (
        <TeacherDrawer
          key={open.teacher.id}
          teacher={open.teacher}
          onClose={() => setOpen({ mode: 'none' })}
          onEdit={(teacher) => setOpen({ mode: 'edit', teacher })}
        />
      )}
    </PageContainer>
  );
}

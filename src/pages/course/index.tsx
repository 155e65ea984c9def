import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import { listCourses } from '@/services/api/courses';
import AddTeacherForm from './components/AddTeacherForm';
import CourseDrawer from './components/CourseDrawer';
import CourseForm from './components/CourseForm';
import { type CourseTableParams, toCourseListParams } from './components/course-api-mapping';
import { COURSE_HIDDEN_COLUMNS, courseColumns } from './components/course-columns';

/** What is open besides the table. */
type Open =
  | { mode: 'none' }
  | { mode: 'new' }
  | { mode: 'edit'; course: API.Course }
  | { mode: 'view'; course: API.Course }
  | { mode: 'add-teacher'; course: API.Course };

/** /course — list, view, edit and "add teacher"; paging, sorting and searching happen on the server. */
export default function CoursePage() {
  const tableLayout = listTableProps('courses', COURSE_HIDDEN_COLUMNS);
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState<Open>({ mode: 'none' });
  const close = () => setOpen({ mode: 'none' });
  const reload = () => tableRef.current?.reload();

  const columns = courseColumns({
    onView: (course) => setOpen({ mode: 'view', course }),
    onEdit: (course) => setOpen({ mode: 'edit', course }),
    onAddTeacher: (course) => setOpen({ mode: 'add-teacher', course }),
  });

  return (
    <PageContainer title={<PageTitle />}>
      <ProTable<API.Course, CourseTableParams>
        {...tableLayout}
        headerTitle="Courses"
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(columns)}
        request={tableRequest(listCourses, toCourseListParams)}
        pagination={LIST_PAGINATION}
        search={{ labelWidth: 'auto' }}
        options={{ search: { placeholder: 'Search name, number or school', 'aria-label': 'Search courses' } }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ mode: 'new' })}>
            New course
          </Button>,
        ]}
      />
      {(open.mode === 'new' || open.mode === 'edit') && (
        <CourseForm
          key={open.mode === 'edit' ? open.course.id : 'new'}
          course={open.mode === 'edit' ? open.course : undefined}
          onClose={close}
          onSaved={reload}
        />
      )}
      {open.mode === 'add-teacher' && (
        <AddTeacherForm key={open.course.id} course={open.course} onClose={close} onSaved={reload} />
      )}
      {open.mode === 'view' && (
        <CourseDrawer
          key={open.course.id}
          course={open.course}
          onClose={close}
          onEdit={(course) => setOpen({ mode: 'edit', course })}
          onAddTeacher={(course) => setOpen({ mode: 'add-teacher', course })}
          onChanged={reload}
        />
      )}
    </PageContainer>
  );
}

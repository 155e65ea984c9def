import type { ProColumns } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import { listTeachers } from '@/services/api/teachers';
import { teacherOptions } from './course-api-mapping';
import TeacherTag from './TeacherTag';

type RowActions = {
  onView: (course: API.Course) => void;
  onEdit: (course: API.Course) => void;
  onAddTeacher: (course: API.Course) => void;
};

/** Teacher choices for the search form's "Teacher" filter, searched on the server as the user types. */
async function teacherFilterOptions({ keyWords }: { keyWords?: string }) {
  try {
    const { data } = await listTeachers({ keyword: keyWords || undefined, pageSize: 50, sort: 'firstName,asc' });
    return teacherOptions([], data);
  } catch {
    return [];
  }
}

/** Columns double as the search form: only the server's filter (teacherId) is searchable there. */
export function courseColumns({ onView, onEdit, onAddTeacher }: RowActions): ProColumns<API.Course>[] {
  return [
    { title: 'School', dataIndex: 'school', sorter: true, hideInSearch: true },
    { title: 'Number', dataIndex: 'number', sorter: true, hideInSearch: true },
    { title: 'Name', dataIndex: 'name', sorter: true, hideInSearch: true },
    { title: 'Description', dataIndex: 'description', ellipsis: true, hideInSearch: true },
    {
      title: 'Teachers',
      dataIndex: 'teachers',
      hideInSearch: true,
      render: (_, course) => (
        <Space size={[0, 4]} wrap>
          {course.teachers.map((teacher) => (
            <TeacherTag key={teacher.id} teacher={teacher} />
          ))}
        </Space>
      ),
    },
    {
      title: 'Teacher',
      dataIndex: 'teacherId',
      hideInTable: true,
      valueType: 'select',
      request: teacherFilterOptions,
      fieldProps: { showSearch: true, filterOption: false },
      debounceTime: 300,
    },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      render: (_, course) => [
        <Button key="view" type="link" size="small" onClick={() => onView(course)}>
          View
        </Button>,
        <Button key="edit" type="link" size="small" onClick={() => onEdit(course)}>
          Edit
        </Button>,
        <Button key="add-teacher" type="link" size="small" onClick={() => onAddTeacher(course)}>
          Add teacher
        </Button>,
      ],
    },
  ];
}

import type { ProColumns } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import { searchedSelect } from '@/components/ProTableSupport';
import { searchTeachers } from './TeacherPicker';
import TeacherTag from './TeacherTag';

type RowActions = {
  onView: (course: API.Course) => void;
  onEdit: (course: API.Course) => void;
  onAddTeacher: (course: API.Course) => void;
};

/** Teacher choices for the search form's "Teacher" filter; a failed search offers none. */
const teacherFilterOptions = (keyword?: string) => searchTeachers(keyword).catch(() => []);

/**
 * Shown at first: school, number, name, teachers and the actions (they fit 1280 px); the description is
 * in the course's view and behind the column settings.
 */
export const COURSE_HIDDEN_COLUMNS = ['description'];

/** Columns double as the search form: only the server's filter (teacherId) is searchable there. */
export function courseColumns({ onView, onEdit, onAddTeacher }: RowActions): ProColumns<API.Course>[] {
  return [
    { title: 'School', dataIndex: 'school', sorter: true, hideInSearch: true, ellipsis: true, width: 150 },
    { title: 'Number', dataIndex: 'number', sorter: true, hideInSearch: true },
    { title: 'Name', dataIndex: 'name', sorter: true, hideInSearch: true, ellipsis: true, width: 200 },
    { title: 'Description', dataIndex: 'description', ellipsis: true, width: 240, hideInSearch: true },
    {
      title: 'Teachers',
      dataIndex: 'teachers',
      hideInSearch: true,
      // Many teachers wrap onto more lines rather than widening the table.
      width: 240,
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
      ...searchedSelect(teacherFilterOptions),
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

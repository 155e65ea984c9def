import type { ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import ActivatedTag from '@/pages/staff/components/ActivatedTag';
import { listCourses } from '@/services/api/courses';
import ColorSwatch from './ColorSwatch';
import { courseOptions, formatRate, teacherDisplayName } from './teacher-api-mapping';

type RowActions = {
  onView: (teacher: API.Teacher) => void;
  onEdit: (teacher: API.Teacher) => void;
};

/** Course choices for the search form's "Course" filter, searched on the server as the user types. */
async function courseFilterOptions({ keyWords }: { keyWords?: string }) {
  try {
    const { data } = await listCourses({ keyword: keyWords || undefined, pageSize: 50, sort: 'name,asc' });
    return courseOptions([], data);
  } catch {
    return [];
  }
}

/**
 * Columns double as the search form: only the server's filters (activated, courseId) are searchable,
 * and only its sortable fields have `sorter`. Sorting, filtering and paging happen on the server.
 */
export function teacherColumns({ onView, onEdit }: RowActions): ProColumns<API.Teacher>[] {
  return [
    { title: 'Employee ID', dataIndex: 'employeeId', sorter: true, hideInSearch: true },
    {
      title: 'Name',
      dataIndex: 'firstName',
      sorter: true,
      hideInSearch: true,
      render: (_, teacher) => teacherDisplayName(teacher),
    },
    { title: 'Login', dataIndex: 'login', sorter: true, hideInSearch: true },
    { title: 'Phone', dataIndex: 'phone', hideInSearch: true },
    { title: 'E-mail', dataIndex: 'email', sorter: true, hideInSearch: true },
    {
      title: 'Courses',
      dataIndex: 'courses',
      hideInSearch: true,
      render: (_, teacher) => (
        <Space size={[0, 4]} wrap>
          {teacher.courses.map((course) => (
            <Tag key={course.id}>{course.name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Course',
      dataIndex: 'courseId',
      hideInTable: true,
      valueType: 'select',
      request: courseFilterOptions,
      fieldProps: { showSearch: true, filterOption: false },
      debounceTime: 300,
    },
    {
      title: 'Colour',
      dataIndex: 'color',
      hideInSearch: true,
      render: (_, teacher) => <ColorSwatch color={teacher.color} />,
    },
    {
      title: 'Hourly rate',
      dataIndex: 'hourlyRate',
      sorter: true,
      hideInSearch: true,
      align: 'right',
      render: (_, teacher) => formatRate(teacher.hourlyRate),
    },
    {
      title: 'Activated',
      dataIndex: 'activated',
      sorter: true,
      valueType: 'select',
      valueEnum: { true: { text: 'Activated' }, false: { text: 'Deactivated' } },
      render: (_, teacher) => <ActivatedTag activated={teacher.activated} />,
    },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      render: (_, teacher) => [
        <Button key="view" type="link" size="small" onClick={() => onView(teacher)}>
          View
        </Button>,
        <Button key="edit" type="link" size="small" onClick={() => onEdit(teacher)}>
          Edit
        </Button>,
      ],
    },
  ];
}

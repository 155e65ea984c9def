import type { ProColumns } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import ActivatedTag, { ACTIVATED_VALUE_ENUM } from '@/components/ActivatedTag';
import { Ellipsis, phoneCell } from '@/components/ListTable';
import { searchedSelect } from '@/components/ProTableSupport';
import RegistrationDecision from '@/components/RegistrationDecision';
import ColorSwatch from './ColorSwatch';
import { searchCourses } from './TeacherFormFields';
import { formatRate, teacherDisplayName } from './teacher-api-mapping';

type RowActions = {
  /** Administrators approve or refuse self-registered accounts on their rows. */
  canApprove: boolean;
  onDecided: () => void;
  onView: (teacher: API.Teacher) => void;
  onEdit: (teacher: API.Teacher) => void;
};

/** Course choices for the search form's "Course" filter; a failed search offers none. */
const courseFilterOptions = (keyword?: string) => searchCourses(keyword).catch(() => []);

/**
 * Shown at first: employee ID, name, courses, colour, activated and the actions (they fit 1280 px);
 * login, phone, e-mail and hourly rate are in the teacher's view and behind the column settings.
 */
export const TEACHER_HIDDEN_COLUMNS = ['login', 'phone', 'email', 'hourlyRate'];

/**
 * Columns double as the search form: only the server's filters (activated, courseId) are searchable,
 * and only its sortable fields have `sorter`. Sorting, filtering and paging happen on the server. The
 * name column sorts by last name, as the students table does.
 */
export function teacherColumns({ canApprove, onDecided, onView, onEdit }: RowActions): ProColumns<API.Teacher>[] {
  return [
    { title: 'Employee ID', dataIndex: 'employeeId', sorter: true, hideInSearch: true },
    {
      title: 'Name',
      dataIndex: 'lastName',
      sorter: true,
      hideInSearch: true,
      render: (_, teacher) => <Ellipsis text={teacherDisplayName(teacher)} width={180} />,
    },
    { title: 'Login', dataIndex: 'login', sorter: true, hideInSearch: true },
    {
      title: 'Phone',
      dataIndex: 'phone',
      sorter: true,
      hideInSearch: true,
      render: (_, teacher) => phoneCell(teacher.phone),
    },
    { title: 'E-mail', dataIndex: 'email', sorter: true, hideInSearch: true, ellipsis: true, width: 200 },
    {
      title: 'Courses',
      dataIndex: 'courses',
      hideInSearch: true,
      render: (_, teacher) => <Ellipsis text={teacher.courses.map((course) => course.name).join(', ')} width={180} />,
    },
    {
      title: 'Course',
      dataIndex: 'courseId',
      hideInTable: true,
      ...searchedSelect(courseFilterOptions),
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
      valueEnum: ACTIVATED_VALUE_ENUM,
      render: (_, teacher) =>
        teacher.awaitingApproval ? (
          <Tag color="#ad4e00">Awaiting approval</Tag>
        ) : (
          <ActivatedTag activated={teacher.activated} />
        ),
    },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      // An account awaiting approval adds Approve and Refuse: they wrap onto a second line rather than
      // widening the column past a 1280 px screen.
      width: 150,
      render: (_, teacher) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
          <Button type="link" size="small" onClick={() => onView(teacher)}>
            View
          </Button>
          <Button type="link" size="small" onClick={() => onEdit(teacher)}>
            Edit
          </Button>
          {canApprove && teacher.awaitingApproval && (
            <RegistrationDecision userId={teacher.id} name={teacherDisplayName(teacher)} onDecided={onDecided} />
          )}
        </div>
      ),
    },
  ];
}

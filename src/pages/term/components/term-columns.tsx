import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm } from 'antd';
import AppLink from '@/components/AppLink';
import { searchedSelect } from '@/components/ProTableSupport';
import { courseOptions, teacherOptions } from '@/components/ReferenceSelect';
import { termLabel } from '@/components/Term';

type RowActions = {
  onEdit: (term: API.Term) => void;
  onDelete: (term: API.Term) => Promise<void>;
  onExportAttendance: (term: API.Term) => void;
};

/**
 * Shown at first: course, teacher, start, end, registers and the actions (they fit 1280 px); school and
 * comments wait behind the column settings (the term's form shows them).
 */
export const TERM_HIDDEN_COLUMNS = ['school', 'comments'];

/**
 * Columns double as the search form: course and teacher are searched selects sent as courseId and
 * teacherId; the toolbar keyword covers school, course and teacher names. Sorting happens on the server.
 */
export function termColumns({ onEdit, onDelete, onExportAttendance }: RowActions): ProColumns<API.Term>[] {
  return [
    { title: 'Course', dataIndex: 'courseId', hideInTable: true, ...searchedSelect(courseOptions) },
    { title: 'Teacher', dataIndex: 'teacherId', hideInTable: true, ...searchedSelect(teacherOptions) },
    { title: 'School', dataIndex: 'school', sorter: true, hideInSearch: true, ellipsis: true, width: 160 },
    { title: 'Course', dataIndex: 'courseName', sorter: true, hideInSearch: true, ellipsis: true, width: 180 },
    { title: 'Teacher', dataIndex: 'teacherName', hideInSearch: true, ellipsis: true, width: 150 },
    { title: 'Start', dataIndex: 'startDate', sorter: true, hideInSearch: true },
    { title: 'End', dataIndex: 'endDate', sorter: true, hideInSearch: true },
    { title: 'Registers', dataIndex: 'registerCount', hideInSearch: true },
    { title: 'Comments', dataIndex: 'comments', ellipsis: true, width: 200, hideInSearch: true },
    {
      title: 'Actions',
      valueType: 'option',
      key: 'actions',
      // Four actions on one line took 325 px: they wrap onto a second line instead.
      width: 190,
      render: (_, term) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 8 }}>
          <Button type="link" size="small" onClick={() => onEdit(term)}>
            Edit
          </Button>
          <AppLink to={`/termRegister?termId=${term.id}`}>Registers</AppLink>
          <Button type="link" size="small" onClick={() => onExportAttendance(term)}>
            Attendance export
          </Button>
          <Popconfirm
            title={`Delete ${termLabel(term)}?`}
            description="Only a term nobody is registered in can be deleted."
            okText="Delete"
            cancelText="Cancel"
            onConfirm={() => onDelete(term)}
          >
            <Button type="link" size="small">
              Delete
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];
}

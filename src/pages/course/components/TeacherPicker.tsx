import { ProFormSelect } from '@ant-design/pro-components';
import { listTeachers } from '@/services/api/teachers';
import { teacherOptions } from './course-api-mapping';

type TeacherPickerProps = {
  /** Teachers already chosen, so they show by name before any search. */
  chosen?: API.CourseTeacher[];
  label?: string;
  colProps?: { md?: number };
  required?: boolean;
};

/** Teachers matching what was typed, by first name; the ones already chosen keep their names. */
export async function searchTeachers(keyword?: string, chosen: API.CourseTeacher[] = []) {
  const { data } = await listTeachers({ keyword: keyword || undefined, pageSize: 50, sort: 'firstName,asc' });
  return teacherOptions(chosen, data);
}

/** A multi-select of teachers (`teacherIds`), searched on the server as the user types. */
export default function TeacherPicker({ chosen = [], label = 'Teachers', colProps, required }: TeacherPickerProps) {
  return (
    <ProFormSelect
      name="teacherIds"
      label={label}
      colProps={colProps}
      mode="multiple"
      showSearch
      debounceTime={300}
      request={({ keyWords }) => searchTeachers(keyWords, chosen)}
      fieldProps={{ filterOption: false }}
      placeholder="Type to search teachers"
      rules={required ? [{ required: true, message: 'Please choose at least one teacher!' }] : undefined}
    />
  );
}

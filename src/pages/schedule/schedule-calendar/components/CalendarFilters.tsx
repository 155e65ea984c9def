import { ProForm, ProFormSelect } from '@ant-design/pro-components';
import { courseOptions, type IdOption, teacherOptions } from '@/components/ReferenceSelect';
import { anyStudentOptions } from '@/components/Schedule';
import type { CalendarFilterValues } from './useCalendarData';

const searched = (
  name: keyof CalendarFilterValues,
  label: string,
  search: (keyword?: string) => Promise<IdOption[]>,
) => (
  <ProFormSelect
    name={name}
    label={label}
    width="sm"
    showSearch
    debounceTime={300}
    request={({ keyWords }) => search(keyWords)}
    fieldProps={{ filterOption: false, allowClear: true }}
    placeholder={`All ${label.toLowerCase()}s`}
  />
);

/** Narrow the calendar to one teacher, student and/or course; each change reloads the visible range. */
export default function CalendarFilters({ onChange }: { onChange: (filters: CalendarFilterValues) => void }) {
  return (
    <ProForm<CalendarFilterValues>
      name="calendarFilters"
      layout="inline"
      submitter={false}
      onValuesChange={(_, all) =>
        onChange({ teacherId: all.teacherId, studentId: all.studentId, courseId: all.courseId })
      }
    >
      {searched('teacherId', 'Teacher', teacherOptions)}
      {searched('studentId', 'Student', anyStudentOptions)}
      {searched('courseId', 'Course', courseOptions)}
    </ProForm>
  );
}

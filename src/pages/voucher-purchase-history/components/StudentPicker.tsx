import { Select, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { studentName } from '@/components/Student';
import { listStudents } from '@/services/api/students';

export type PickedStudent = { id: number; name: string };

type StudentPickerProps = {
  value?: PickedStudent;
  onChange: (student: PickedStudent | undefined) => void;
};

const SEARCH_DELAY_MS = 300;

/**
 * Finds a student by number or name on the server (inactive students cannot buy vouchers, so they
 * are not offered). Searches wait for a pause in typing so each keystroke is not a request.
 */
export default function StudentPicker({ value, onChange }: StudentPickerProps) {
  const [students, setStudents] = useState<API.Student[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef('');

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    latest.current = keyword;
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        const page = await listStudents({
          keyword: keyword.trim() || undefined,
          statuses: 'active,suspended',
          pageSize: 20,
        });
        // An older, slower answer must not replace the results of what is typed now.
        if (latest.current === keyword) setStudents(page.data);
      } catch {
        // The request layer has shown why; the list keeps its last results.
      } finally {
        setLoading(false);
      }
    }, SEARCH_DELAY_MS);
  };

  const options: SelectProps['options'] = students.map((student) => ({
    value: student.id,
    label: `${student.studentId} · ${studentName(student)}`,
  }));
  // The chosen student stays labelled while a later search shows others.
  if (value && !students.some((student) => student.id === value.id)) {
    options.unshift({ value: value.id, label: value.name });
  }

  return (
    <Select
      aria-label="Student for a new purchase"
      placeholder="Find a student by number or name"
      style={{ width: 280, maxWidth: '100%' }}
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      options={options}
      value={value?.id}
      onSearch={search}
      onFocus={() => students.length === 0 && search('')}
      onChange={(id?: number) => {
        const student = students.find((s) => s.id === id);
        onChange(student ? { id: student.id, name: studentName(student) } : undefined);
      }}
      notFoundContent={loading ? 'Searching…' : 'No matching student'}
    />
  );
}

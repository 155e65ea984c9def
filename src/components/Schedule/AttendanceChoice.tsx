import { Radio } from 'antd';
import type { Attendance } from './reported-lesson';

type AttendanceChoiceProps = {
  studentName: string;
  /** The radios' name: unique per student, since every choice of a form sits in one field. */
  name: string;
  value?: Attendance;
  onChange?: (value: Attendance) => void;
};

const OPTIONS = [
  { label: 'Present', value: 'PRESENT' },
  { label: 'Absent', value: 'ABSENT' },
];

/** One student's Present/Absent, announced as a radio group named after the student. */
export default function AttendanceChoice({ studentName, name, value, onChange }: AttendanceChoiceProps) {
  return (
    <div role="radiogroup" aria-label={`Attendance of ${studentName}`}>
      <Radio.Group
        optionType="button"
        name={name}
        options={OPTIONS}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </div>
  );
}

import { Radio } from 'antd';
import type { Attendance } from './confirmation-api-mapping';

type AttendanceChoiceProps = {
  studentName: string;
  /** Given by the enclosing Form.Item. */
  id?: string;
  value?: Attendance;
  onChange?: (value: Attendance) => void;
};

const OPTIONS = [
  { label: 'Present', value: 'PRESENT' },
  { label: 'Absent', value: 'ABSENT' },
];

/** One student's Present/Absent, announced as a radio group named after the student. */
export default function AttendanceChoice({ studentName, id, value, onChange }: AttendanceChoiceProps) {
  return (
    <div id={id} role="radiogroup" aria-label={`Attendance of ${studentName}`}>
      <Radio.Group
        optionType="button"
        options={OPTIONS}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </div>
  );
}

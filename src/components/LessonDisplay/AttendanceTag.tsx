import { Tag } from 'antd';

export type Attendance = 'PRESENT' | 'ABSENT' | null;

/** Dark fills with white text, as the other status tags, for contrast. */
const LOOK = {
  PRESENT: { color: '#237804', text: 'Present' },
  ABSENT: { color: '#a8071a', text: 'Absent' },
} as const;

/** A student's attendance once the lesson is confirmed; nothing before that. */
export default function AttendanceTag({ attendance }: { attendance: Attendance }) {
  if (!attendance) return null;
  const { color, text } = LOOK[attendance];
  return <Tag color={color}>{text}</Tag>;
}

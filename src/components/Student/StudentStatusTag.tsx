import { Tag } from 'antd';

type StudentStatus = API.Student['status'];

/** Solid dark fills with white text, as on the staff screen: antd's light presets fail contrast checks. */
const LOOK: Record<StudentStatus, { color: string; text: string }> = {
  active: { color: '#237804', text: 'Active' },
  inactive: { color: '#595959', text: 'Inactive' },
  suspended: { color: '#ad4e00', text: 'Suspended' },
};

export const STUDENT_STATUS_VALUE_ENUM = Object.fromEntries(
  Object.entries(LOOK).map(([status, { text }]) => [status, { text }]),
) as Record<StudentStatus, { text: string }>;

export default function StudentStatusTag({ status }: { status: StudentStatus }) {
  const { color, text } = LOOK[status];
  return <Tag color={color}>{text}</Tag>;
}

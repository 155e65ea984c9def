import { Tag } from 'antd';
import { formatMoney, formatTime, formatWeekdayDate } from '@/utils/format';
import styles from '../index.less';
import { TAG_COLORS } from './tag-colors';

const STATUS: Record<string, { label: string; color?: string }> = {
  PLANNED: { label: 'Planned', color: TAG_COLORS.blue },
  CONFIRMED: { label: 'Done', color: TAG_COLORS.green },
  CANCELLED: { label: 'Cancelled', color: TAG_COLORS.grey },
};

/** One lesson of one of the family's students: when, what, who, where, and what it charged. */
export default function LessonRow({
  lesson,
  showStudent,
  action,
}: {
  lesson: API.PortalLesson;
  showStudent: boolean;
  action?: React.ReactNode;
}) {
  const status = STATUS[lesson.status] ?? { label: lesson.status };
  return (
    <div className={styles.row}>
      <div>
        <div>
          <strong>{formatWeekdayDate(lesson.startTime)}</strong> {formatTime(lesson.startTime)}–
          {formatTime(lesson.endTime)}
        </div>
        <div>
          {lesson.courseName} · {lesson.teacherName}
        </div>
        <div className={styles.muted}>
          {showStudent && `${lesson.studentName} · `}
          {lesson.address || 'Place to be confirmed'}
          {lesson.attendance && ` · ${lesson.attendance === 'PRESENT' ? 'Present' : 'Absent'}`}
        </div>
        {action}
      </div>
      <div className={styles.amount}>
        <Tag color={status.color}>{status.label}</Tag>
        {lesson.chargedAmount && <div className={styles.muted}>{formatMoney(lesson.chargedAmount)}</div>}
      </div>
    </div>
  );
}

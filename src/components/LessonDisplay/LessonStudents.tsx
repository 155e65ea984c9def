import { Space, Typography } from 'antd';
import { EMPTY } from '@/utils/empty';
import AttendanceTag, { type Attendance } from './AttendanceTag';

type Booked = { studentId: number; name: string; attendance: Attendance };

/**
 * The students booked on a lesson, one per line, each with their attendance once the lesson is confirmed.
 * Given a `width`, a long name ends in an ellipsis (the whole on hover) and its attendance stays in view.
 */
export default function LessonStudents({ students, width }: { students: Booked[]; width?: number }) {
  if (students.length === 0) return <span>{EMPTY}</span>;
  return (
    <Space direction="vertical" size={2}>
      {students.map((student) =>
        width ? (
          <span key={student.studentId} style={{ display: 'flex', alignItems: 'center', gap: 4, maxWidth: width }}>
            <Typography.Text dir="auto" ellipsis={{ tooltip: student.name }} style={{ minWidth: 0 }}>
              {student.name}
            </Typography.Text>
            <AttendanceTag attendance={student.attendance} />
          </span>
        ) : (
          <span key={student.studentId}>
            {student.name} <AttendanceTag attendance={student.attendance} />
          </span>
        ),
      )}
    </Space>
  );
}

import { Space } from 'antd';
import { EMPTY } from '@/utils/empty';
import AttendanceTag, { type Attendance } from './AttendanceTag';

type Booked = { studentId: number; name: string; attendance: Attendance };

/** The students booked on a lesson, one per line, each with their attendance once the lesson is confirmed. */
export default function LessonStudents({ students }: { students: Booked[] }) {
  if (students.length === 0) return <span>{EMPTY}</span>;
  return (
    <Space direction="vertical" size={2}>
      {students.map((student) => (
        <span key={student.studentId}>
          {student.name} <AttendanceTag attendance={student.attendance} />
        </span>
      ))}
    </Space>
  );
}

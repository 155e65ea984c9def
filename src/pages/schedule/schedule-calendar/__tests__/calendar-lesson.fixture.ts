import dayjs from 'dayjs';

/** A lesson today 10:00–11:00 local, so it is in every view the calendar opens on. */
export function todaysLesson(overrides: Partial<API.CalendarLesson> = {}): API.CalendarLesson {
  const start = dayjs().startOf('day').hour(10);
  return {
    id: 501,
    startTime: start.toISOString(),
    endTime: start.add(1, 'hour').toISOString(),
    status: 'PLANNED',
    teacherId: 7,
    teacherName: 'Tina Turner',
    color: '#0958d9',
    courseId: 3,
    courseName: 'Algebra',
    students: [{ studentId: 31, name: 'Ada Lovelace' }],
    feedbackStatus: 'NOT_SUBMITTED',
    ...overrides,
  };
}

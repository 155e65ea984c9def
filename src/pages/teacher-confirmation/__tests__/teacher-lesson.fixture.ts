/** Lessons as GET /api/teacher-confirmations returns them, shared by the screen's tests. */
export const pastLesson: API.TeacherLesson = {
  id: 41,
  status: 'PLANNED',
  courseType: 'GROUP',
  courseId: 3,
  courseName: 'Piano Basics',
  address: '12 King St',
  startTime: '2025-03-03T16:00:00.000Z',
  endTime: '2025-03-03T17:00:00.000Z',
  teacherStartTime: null,
  teacherEndTime: null,
  minutes: 60,
  students: [
    { studentId: 7, studentNumber: 'S0007', name: 'Mia Wong', attendance: null, lateCancelled: false },
    { studentId: 9, studentNumber: 'S0009', name: 'Leo Park', attendance: null, lateCancelled: false },
  ],
  comments: null,
  confirmedAt: null,
  feedbackStatus: 'NOT_SUBMITTED',
};

export const confirmedLesson: API.TeacherLesson = {
  ...pastLesson,
  id: 42,
  status: 'CONFIRMED',
  teacherStartTime: '2025-03-03T16:05:00.000Z',
  teacherEndTime: '2025-03-03T17:00:00.000Z',
  minutes: 55,
  students: [
    { studentId: 7, studentNumber: 'S0007', name: 'Mia Wong', attendance: 'PRESENT', lateCancelled: false },
    { studentId: 9, studentNumber: 'S0009', name: 'Leo Park', attendance: 'ABSENT', lateCancelled: false },
  ],
  confirmedAt: '2025-03-03T18:00:00.000Z',
  feedbackStatus: 'DRAFT',
};

export const lessonFeedback: API.ScheduleFeedback = {
  scheduleId: 42,
  status: 'DRAFT',
  classFeedback: 'Scales in C major.',
  submittedAt: null,
  lesson: {
    status: 'CONFIRMED',
    courseName: 'Piano Basics',
    teacherId: 5,
    teacherName: 'Tom Teacher',
    startTime: '2025-03-03T16:00:00.000Z',
    endTime: '2025-03-03T17:00:00.000Z',
  },
  students: [
    { studentId: 7, studentNumber: 'S0007', name: 'Mia Wong', attendance: 'PRESENT', feedback: 'Steady tempo.' },
    // The server sends null for no feedback; the generated type misses the nested `| null`.
    {
      studentId: 9,
      studentNumber: 'S0009',
      name: 'Leo Park',
      attendance: 'ABSENT',
      feedback: null as unknown as string,
    },
  ],
};

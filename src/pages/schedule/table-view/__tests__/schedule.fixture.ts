/** Lessons and feedback as the API returns them, shared by the lesson screens' tests. */

export const plannedLesson: API.ScheduleItem = {
  id: 31,
  seriesId: null,
  status: 'PLANNED',
  courseType: 'PRIVATE',
  courseId: 3,
  courseName: 'Algebra',
  teacherId: 11,
  teacherName: 'Tina Turner',
  teacherColor: '#fa8c16',
  address: null,
  startTime: '2026-03-09T16:00:00.000Z',
  endTime: '2026-03-09T17:00:00.000Z',
  teacherStartTime: null,
  teacherEndTime: null,
  hours: 1,
  minutes: 60,
  students: [{ studentId: 21, studentNumber: 'S000021', name: 'Ann Lee', attendance: null, chargedAmount: null }],
  price: '45.00',
  paymentType: 'VOUCHER',
  hourlyRate: '45.00',
  teacherHourlyRate: '30.00',
  comments: null,
  confirmedAt: null,
  feedbackStatus: 'NOT_SUBMITTED',
  acknowledgedConflicts: null,
  acknowledgedBy: null,
  acknowledgedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

export const confirmedLesson: API.ScheduleItem = {
  ...plannedLesson,
  id: 32,
  status: 'CONFIRMED',
  courseName: 'Piano',
  startTime: '2026-03-02T16:00:00.000Z',
  endTime: '2026-03-02T17:30:00.000Z',
  teacherStartTime: '2026-03-02T16:00:00.000Z',
  teacherEndTime: '2026-03-02T17:30:00.000Z',
  hours: 1.5,
  minutes: 90,
  students: [
    { studentId: 21, studentNumber: 'S000021', name: 'Ann Lee', attendance: 'PRESENT', chargedAmount: '67.50' },
    { studentId: 22, studentNumber: 'S000022', name: 'Bob Ng', attendance: 'ABSENT', chargedAmount: null },
  ],
  price: '67.50',
  paymentType: 'CASH',
  confirmedAt: '2026-03-02T18:00:00.000Z',
  feedbackStatus: 'DRAFT',
};

export const draftFeedback: API.ScheduleFeedback = {
  scheduleId: 32,
  status: 'DRAFT',
  classFeedback: 'Fractions went well.',
  submittedAt: null,
  lesson: {
    status: 'CONFIRMED',
    courseName: 'Piano',
    teacherId: 11,
    teacherName: 'Tina Turner',
    startTime: confirmedLesson.startTime,
    endTime: confirmedLesson.endTime,
  },
  students: [
    { studentId: 21, studentNumber: 'S000021', name: 'Ann Lee', attendance: 'PRESENT', feedback: 'Keep practising.' },
    { studentId: 22, studentNumber: 'S000022', name: 'Bob Ng', attendance: 'ABSENT', feedback: '' },
  ],
};

export const submittedFeedback: API.ScheduleFeedback = {
  ...draftFeedback,
  status: 'SUBMITTED',
  submittedAt: '2026-03-03T09:00:00.000Z',
};

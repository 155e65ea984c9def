export const algebraTerm: API.Term = {
  id: 7,
  school: 'North School',
  courseId: 3,
  courseName: 'Algebra',
  teacherId: 11,
  teacherName: 'Tina Turner',
  startDate: '2026-09-01',
  endDate: '2026-12-20',
  comments: 'Tuesdays',
  registerCount: 2,
  createdAt: '2026-08-01T10:00:00.000Z',
};

export const pianoTerm: API.Term = {
  ...algebraTerm,
  id: 8,
  school: null,
  courseId: 4,
  courseName: 'Piano',
  teacherId: null,
  teacherName: null,
  startDate: '2026-01-05',
  endDate: '2026-03-27',
  comments: null,
  registerCount: 0,
};

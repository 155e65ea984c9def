/** A teacher's availability as GET /api/teacher-availability returns it. */
export const availability: API.TeacherAvailability = {
  teacherId: 5,
  slots: [
    { id: 1, weekday: 1, startTime: '09:00', endTime: '12:00' },
    { id: 2, weekday: 3, startTime: '14:00', endTime: '17:00' },
  ],
  exceptions: [
    { id: 11, date: '2025-12-25', available: false, startTime: null, endTime: null, note: 'Christmas' },
    { id: 12, date: '2025-12-27', available: true, startTime: '10:00', endTime: '13:00', note: null },
  ],
};

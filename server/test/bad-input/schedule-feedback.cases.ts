import { insertLesson, insertTeacher } from '../helpers/lessons';
import { insertCourse, insertStudent } from '../helpers/records';
import { type BadInputFixtures, type Endpoint, LONG, notString, oversized, unknownField } from './cases';

/** A confirmed lesson with one booked student, whose record id is `:student`'s. */
async function confirmedLesson({ db }: BadInputFixtures) {
  const student = await insertStudent(db);
  const lesson = await insertLesson(db, {
    teacherId: (await insertTeacher(db)).id,
    courseId: (await insertCourse(db)).id,
    studentIds: [student.id],
    startTime: '2026-01-12T15:00:00Z',
    endTime: '2026-01-12T16:00:00Z',
    status: 'CONFIRMED',
  });
  return { lesson: lesson.id };
}

export const scheduleFeedbackEndpoints: Endpoint[] = [
  {
    method: 'PUT',
    url: '/api/schedules/:lesson/feedback',
    params: confirmedLesson,
    as: 'admin',
    body: { classFeedback: 'Good lesson', students: [], submit: false },
    required: ['submit'],
    cases: [
      notString('classFeedback'),
      oversized('classFeedback', 5000),
      { name: 'submit a string', change: { submit: 'yes' }, field: 'submit', message: 'must be a boolean' },
      {
        name: 'submitting without class feedback',
        change: { classFeedback: '', submit: true },
        field: 'classFeedback',
        message: 'is required to submit',
      },
      { name: 'students not a list', change: { students: 'all' }, field: 'students', message: 'must be an array' },
      {
        name: 'a student feedback over 5,000 characters',
        change: { students: [{ studentId: 1, feedback: LONG }] },
        field: 'students.0.feedback',
        message: 'must be at most 5000 characters',
      },
      {
        name: 'a studentId a string',
        change: { students: [{ studentId: 'ann', feedback: 'ok' }] },
        field: 'students.0.studentId',
        message: 'must be a number',
      },
      {
        name: 'a student listed twice',
        change: { students: [{ studentId: 1 }, { studentId: 1 }] },
        field: 'students',
        message: 'lists a student more than once',
      },
      {
        name: 'a student not booked on the lesson',
        change: { students: [{ studentId: 999999, feedback: 'Who?' }] },
        field: 'students',
        message: 'not booked on this lesson: 999999',
      },
      unknownField,
    ],
  },
];

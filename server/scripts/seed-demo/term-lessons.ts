/**
 * Each term's weekly class, booked the way the desk books it (createSchedules: one series from the
 * term's first weekday to its end date, with the registered students) and, where it has taken place,
 * confirmed by its teacher through the app's confirmation and given feedback through the feedback
 * service. The students paid for the term on its register, so the lessons are priced 0 (nothing more
 * is taken from their vouchers); the teacher is paid for each at their rate. The latest class that has
 * taken place is left for its teacher to confirm.
 */
import dayjs from 'dayjs';
import type { Database, Transaction } from '../../src/db/client';
import type { CurrentUser } from '../../src/lib/current-user';
import { confirmLesson } from '../../src/modules/schedule-confirmation/teacher-confirmations.service';
import { saveScheduleFeedback } from '../../src/modules/schedule-feedback/schedule-feedback.service';
import { createSchedules } from '../../src/modules/schedules/schedule-create.service';
import type { LessonSummary } from './lessons';
import type { DemoTermClass } from './terms';

/** [weekday (0 = Sunday), hour, room] of each term's class, in the order of the terms. */
const SLOTS: [number, number, string][] = [
  [6, 10, 'Room 1'],
  [6, 13, 'Room 2'],
  [0, 10, 'Room 3'],
];
const CLASS_FEEDBACK = [
  'Worked through the week’s exercises together, then a short quiz.',
  'Reviewed the homework; most of the class is ready for the next unit.',
  'Practice under timed conditions, with corrections at the end.',
];

export async function insertTermLessons(
  tx: Transaction,
  classes: DemoTermClass[],
  operator: CurrentUser,
): Promise<LessonSummary> {
  // The seed's transaction stands in for the database: each service nests its own (a savepoint).
  const db = tx as unknown as Database;
  const summary: LessonSummary = { lessons: 0, confirmed: 0, toConfirm: 0 };
  for (const [t, term] of classes.entries()) {
    const [weekday, hour, room] = SLOTS[t % SLOTS.length];
    const termStart = dayjs(term.startDate);
    const first = termStart.add((weekday - termStart.day() + 7) % 7, 'day').hour(hour);
    const created = await createSchedules(db, operator, {
      courseType: 'GROUP',
      courseId: term.courseId,
      teacherId: term.teacherId,
      address: room,
      studentIds: term.studentIds,
      price: '0.00',
      paymentType: 'OTHER',
      comments: 'Paid with the term registration',
      acknowledgeConflicts: true,
      scheduleTimes: [{ startTime: first.toISOString(), endTime: first.add(90, 'minute').toISOString() }],
      repeat: { until: term.endDate },
    });
    const teacher: CurrentUser = { id: term.teacherId, login: `teacher-${term.teacherId}`, role: 'ROLE_TEACHER' };
    const ids = created.data.ids;
    const held = ids.filter((_, week) => first.add(week, 'week').add(90, 'minute').isBefore(dayjs()));
    // The class running now keeps its latest held lesson for the teacher; a finished term is all confirmed.
    const toConfirm = dayjs(term.endDate).isBefore(dayjs()) ? held : held.slice(0, -1);
    for (const [week, id] of toConfirm.entries()) {
      const start = first.add(week, 'week');
      // Somebody misses a class now and then, so the attendance sheet shows both marks.
      const attendance = term.studentIds.map((studentId, i) => ({
        studentId,
        attendance: (week + i) % 5 === 3 ? ('ABSENT' as const) : ('PRESENT' as const),
      }));
      await confirmLesson(db, teacher, id, {
        teacherStartTime: start.toISOString(),
        teacherEndTime: start.add(90, 'minute').toISOString(),
        attendance,
      });
      // Feedback a day after the class, except for the last week's, still to be written.
      if (start.add(8, 'day').isBefore(dayjs()))
        await saveScheduleFeedback(db, teacher, id, {
          classFeedback: CLASS_FEEDBACK[week % CLASS_FEEDBACK.length],
          students: [],
          submit: true,
        });
    }
    summary.lessons += ids.length;
    summary.confirmed += toConfirm.length;
    summary.toConfirm += held.length - toConfirm.length;
  }
  return summary;
}

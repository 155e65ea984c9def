/**
 * Several months of lessons: for each of the first courses, a weekly lesson from twelve weeks ago to two
 * weeks ahead with two students. Past lessons are confirmed by their teacher through the app's own
 * confirmation (confirmLesson: times, attendance, each present student's charge in the ledger and on the
 * lesson, the teacher's pay), except the latest one of each series, which is left for the teacher to
 * confirm, and a few cancelled lessons. Older confirmed lessons carry submitted feedback.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../src/db/client';
import { scheduleSeries, scheduleStudents, schedules } from '../../src/db/schema';
import { confirmLesson } from '../../src/modules/schedule-confirmation/teacher-confirmations.service';
import type { DemoStudent } from './students';
import type { DemoCourse } from './teachers';

const WEEKS_BACK = 12;
const WEEKS_AHEAD = 2;
const SERIES = 4;
const CLASS_FEEDBACK = [
  'We reviewed last week’s homework and practised the new topic with worked examples.',
  'Good focus today; the quiz at the end showed the main ideas are in place.',
];

export type LessonSummary = { lessons: number; confirmed: number; toConfirm: number };

export async function insertLessons(
  tx: Transaction,
  courses: DemoCourse[],
  students: DemoStudent[],
  createdBy: number,
): Promise<LessonSummary> {
  const active = students.filter((student) => student.status === 'active');
  const summary: LessonSummary = { lessons: 0, confirmed: 0, toConfirm: 0 };
  for (const [s, course] of courses.slice(0, SERIES).entries()) {
    const teacherId = course.teacherIds[0];
    const booked = [active[(2 * s) % active.length], active[(2 * s + 1) % active.length]].map((student) => student.id);
    const [series] = await tx
      .insert(scheduleSeries)
      .values({ repeatWeeks: WEEKS_BACK + WEEKS_AHEAD + 1, createdBy })
      .returning({ id: scheduleSeries.id });
    // Weekday and hour per series: Monday 16:00, Tuesday 17:00, …
    const first = dayjs()
      .startOf('week')
      .add(1 + s, 'day')
      .hour(16 + (s % 3))
      .subtract(WEEKS_BACK, 'week');
    for (let week = 0; week <= WEEKS_BACK + WEEKS_AHEAD; week += 1) {
      const start = first.add(week, 'week');
      const end = start.add(1, 'hour');
      const past = end.isBefore(dayjs());
      const latestPast = past && !end.add(1, 'week').isBefore(dayjs());
      const cancelled = (s === 1 && week === 0) || (s === 2 && week === 5) || (s === 0 && week === 8);
      const confirmed = past && !latestPast && !cancelled;
      const feedback = confirmed && end.isBefore(dayjs().subtract(7, 'day'));
      const [lesson] = await tx
        .insert(schedules)
        .values({
          seriesId: series.id,
          // Confirmed below through the app's confirmation, which sets the status, times and charges.
          status: cancelled ? 'CANCELLED' : 'PLANNED',
          courseType: s === 3 ? 'ONLINE' : 'PRIVATE',
          courseId: course.id,
          teacherId,
          address: s === 3 ? 'Online' : `Room ${s + 1}`,
          startTime: start.toDate(),
          endTime: end.toDate(),
          price: '60.00',
          paymentType: 'VOUCHER',
          hourlyRate: '60.00',
          teacherHourlyRate: '35.00',
          cancelledAt: cancelled ? start.subtract(1, 'day').toDate() : null,
          cancelledBy: cancelled ? createdBy : null,
          createdBy,
        })
        .returning({ id: schedules.id });
      await tx.insert(scheduleStudents).values(
        booked.map((studentId) => ({
          scheduleId: lesson.id,
          studentId,
        })),
      );
      if (confirmed) {
        // One absence in some weeks, so attendance shows both ways; one lesson ran ten minutes over.
        const attendance = booked.map((studentId, i) => ({
          studentId,
          attendance: week % 4 === 1 && i === 1 ? ('ABSENT' as const) : ('PRESENT' as const),
        }));
        const teacher = { id: teacherId, login: `teacher-${teacherId}`, role: 'ROLE_TEACHER' as const };
        // The seed's transaction stands in for the database: confirmLesson nests its own (a savepoint).
        await confirmLesson(tx as unknown as Database, teacher, lesson.id, {
          teacherStartTime: start.toISOString(),
          teacherEndTime: (week === 2 ? end.add(10, 'minute') : end).toISOString(),
          attendance,
        });
      }
      if (feedback) {
        await tx
          .update(schedules)
          .set({
            classFeedback: CLASS_FEEDBACK[week % CLASS_FEEDBACK.length],
            feedbackStatus: 'SUBMITTED',
            feedbackSubmittedAt: end.add(2, 'hour').toDate(),
          })
          .where(eq(schedules.id, lesson.id));
        await tx
          .update(scheduleStudents)
          .set({ feedback: 'Attentive and well prepared.' })
          .where(eq(scheduleStudents.scheduleId, lesson.id));
      }
      summary.lessons += 1;
      if (confirmed) summary.confirmed += 1;
      if (latestPast && !cancelled) summary.toConfirm += 1;
    }
  }
  return summary;
}

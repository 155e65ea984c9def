/**
 * A few weeks of lessons: for each of the first courses, a weekly lesson from three weeks ago to two
 * weeks ahead with two students. Past lessons are confirmed through the same accounting the teacher's
 * confirmation uses (charges in the ledger, a pay record), except the latest one of each series, which is
 * left for the teacher to confirm, and one cancelled lesson. Older confirmed lessons carry submitted feedback.
 */
import dayjs from 'dayjs';
import type { Transaction } from '../../src/db/client';
import { scheduleSeries, scheduleStudents, schedules } from '../../src/db/schema';
import { applyLessonAccounting } from '../../src/modules/schedule-confirmation/lesson-accounting';
import type { DemoStudent } from './students';
import type { DemoCourse } from './teachers';

const WEEKS_BACK = 3;
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
      const cancelled = s === 1 && week === 0;
      const confirmed = past && !latestPast && !cancelled;
      const feedback = confirmed && end.isBefore(dayjs().subtract(7, 'day'));
      const [lesson] = await tx
        .insert(schedules)
        .values({
          seriesId: series.id,
          status: cancelled ? 'CANCELLED' : confirmed ? 'CONFIRMED' : 'PLANNED',
          courseType: s === 3 ? 'ONLINE' : 'PRIVATE',
          courseId: course.id,
          teacherId,
          address: s === 3 ? 'Online' : `Room ${s + 1}`,
          startTime: start.toDate(),
          endTime: end.toDate(),
          teacherStartTime: confirmed ? start.toDate() : null,
          teacherEndTime: confirmed ? end.toDate() : null,
          price: '60.00',
          paymentType: 'VOUCHER',
          hourlyRate: '60.00',
          teacherHourlyRate: '35.00',
          confirmedAt: confirmed ? end.add(1, 'hour').toDate() : null,
          confirmedBy: confirmed ? teacherId : null,
          cancelledAt: cancelled ? start.subtract(1, 'day').toDate() : null,
          cancelledBy: cancelled ? createdBy : null,
          classFeedback: feedback ? CLASS_FEEDBACK[week % CLASS_FEEDBACK.length] : null,
          feedbackStatus: feedback ? 'SUBMITTED' : 'NOT_SUBMITTED',
          feedbackSubmittedAt: feedback ? end.add(2, 'hour').toDate() : null,
          createdBy,
        })
        .returning({ id: schedules.id });
      await tx.insert(scheduleStudents).values(
        booked.map((studentId, i) => ({
          scheduleId: lesson.id,
          studentId,
          // One absence in each series, so attendance shows both ways.
          attendance: confirmed ? (week === 1 && i === 1 ? ('ABSENT' as const) : ('PRESENT' as const)) : null,
          feedback: feedback ? 'Attentive and well prepared.' : null,
        })),
      );
      if (confirmed) await applyLessonAccounting(tx, lesson.id, teacherId);
      summary.lessons += 1;
      if (confirmed) summary.confirmed += 1;
      if (latestPast && !cancelled) summary.toConfirm += 1;
    }
  }
  return summary;
}

/**
 * Lessons for the bench: three years of history and four weeks ahead, one to three students each.
 * Every bench teacher gets the same share; a teacher's k-th lesson falls on day ⌊k·span/perTeacher⌋ at
 * 9:00, 11:00, 13:00, 15:00 or 17:00 by k mod 5, so a teacher's lessons never overlap (two lessons of one
 * day have consecutive k). Past lessons are mostly confirmed (with attendance, charges, pay and often
 * feedback), a few cancelled and a few left unconfirmed; upcoming ones are planned.
 */
import { BENCH_TEACHERS, HISTORY_DAYS, type SeedContext } from './context';
import type { LedgerSource } from './ledger';
import { between, chance, pick } from './sql-kit';

const DAYS_AHEAD = 28;
const FEEDBACK = [
  'Worked through the homework together.',
  'Good progress on fractions.',
  'Practised past exam papers.',
];

export async function seedLessons(ctx: SeedContext) {
  const { lessons, teachers, courses } = ctx.sizes;
  const perTeacher = Math.ceil(lessons / teachers);
  const span = HISTORY_DAYS + DAYS_AHEAD;
  await ctx.run(`
    INSERT INTO schedules (id, status, course_type, course_id, teacher_id, address, start_time, end_time,
      teacher_start_time, teacher_end_time, price, payment_type, hourly_rate, teacher_hourly_rate,
      confirmed_at, confirmed_by, cancelled_at, cancelled_by, class_feedback, feedback_status,
      feedback_submitted_at, created_by, created_at, updated_at) OVERRIDING SYSTEM VALUE
    SELECT l.g, l.status::schedule_status, l.course_type::course_type,
      coalesce((SELECT min(ct.course_id) FROM course_teachers ct WHERE ct.teacher_id = t.user_id), l.fallback_course),
      t.user_id, CASE WHEN l.course_type = 'ONLINE' THEN 'Online' ELSE 'Room ' || (1 + l.g % 6) END,
      l.start_time, l.end_time,
      CASE WHEN l.status = 'CONFIRMED' THEN l.start_time END, CASE WHEN l.status = 'CONFIRMED' THEN l.end_time END,
      round(l.rate * l.minutes / 60.0, 2), l.payment_type::payment_type, l.rate, l.teacher_rate,
      CASE WHEN l.status = 'CONFIRMED' THEN l.end_time + interval '2 hours' END,
      CASE WHEN l.status = 'CONFIRMED' THEN t.user_id END,
      CASE WHEN l.status = 'CANCELLED' THEN l.start_time - interval '1 day' END,
      CASE WHEN l.status = 'CANCELLED' THEN ${ctx.adminId} END,
      CASE WHEN l.feedback THEN ${pick(FEEDBACK, 'lesson-feedback-text', 'l.g')} END,
      CASE WHEN l.feedback THEN 'SUBMITTED' ELSE 'NOT_SUBMITTED' END::feedback_status,
      CASE WHEN l.feedback THEN l.end_time + interval '3 hours' END,
      ${ctx.adminId}, l.start_time - interval '14 days', l.start_time - interval '14 days'
    FROM (
      SELECT x.*, x.start_time + make_interval(mins => x.minutes) AS end_time,
        x.status = 'CONFIRMED' AND ${chance(70, 'lesson-feedback', 'x.g')} AS feedback
      FROM (
        SELECT g, teacher_n,
          ((current_date - ${HISTORY_DAYS} + (k * ${span} / ${perTeacher})) + make_interval(hours => 9 + 2 * (k % 5)))::timestamptz
            AS start_time,
          CASE WHEN ${chance(30, 'lesson-long', 'g')} THEN 90 ELSE 60 END AS minutes,
          CASE
            WHEN k * ${span} / ${perTeacher} >= ${HISTORY_DAYS} THEN 'PLANNED'
            WHEN ${chance(3, 'lesson-cancelled', 'g')} THEN 'CANCELLED'
            WHEN ${chance(2, 'lesson-unconfirmed', 'g')} THEN 'PLANNED'
            ELSE 'CONFIRMED' END AS status,
          ${pick(['PRIVATE', 'PRIVATE', 'GROUP', 'ONLINE'], 'lesson-type', 'g')} AS course_type,
          ${pick(['VOUCHER', 'VOUCHER', 'VOUCHER', 'VOUCHER', 'VOUCHER', 'CASH', 'CARD'], 'lesson-payment', 'g')}
            AS payment_type,
          (5 * ${between(6, 16, 'lesson-rate', 'g')})::numeric(12,2) AS rate,
          (5 * ${between(5, 10, 'lesson-teacher-rate', 'teacher_n')})::numeric(12,2) AS teacher_rate,
          ${between(1, courses, 'lesson-course', 'teacher_n')} AS fallback_course
        FROM (SELECT g, 1 + (g - 1) % ${teachers} AS teacher_n, (g - 1) / ${teachers} AS k
              FROM generate_series(1, ${perTeacher * teachers}) g) n
        WHERE g <= ${lessons}
      ) x
    ) l
    JOIN ${BENCH_TEACHERS} t ON t.n = l.teacher_n`);
  // One to three students per lesson; a repeated pick is skipped; nobody inactive is booked ahead.
  await ctx.run(`
    INSERT INTO schedule_students (schedule_id, student_id, attendance, charged_amount, feedback)
    SELECT s.id, p.student_id,
      CASE WHEN s.status = 'CONFIRMED' THEN
        CASE WHEN ${chance(92, 'lesson-present', "s.id || '-' || p.j")} THEN 'PRESENT' ELSE 'ABSENT' END END::attendance,
      NULL, NULL
    FROM schedules s
    CROSS JOIN LATERAL generate_series(1, ${between(1, 3, 'lesson-student-count', 's.id')}) j_
    CROSS JOIN LATERAL (SELECT j_ AS j, ${between(1, ctx.sizes.students, 'lesson-student', "s.id || '-' || j_")} AS student_id) p
    JOIN students st ON st.id = p.student_id
    WHERE st.status = 'active' OR s.start_time < now()
    ON CONFLICT DO NOTHING`);
  await ctx.run(`
    UPDATE schedule_students ss SET charged_amount = s.price,
      feedback = CASE WHEN s.feedback_status = 'SUBMITTED' THEN 'Attentive and prepared.' END
    FROM schedules s WHERE s.id = ss.schedule_id AND s.status = 'CONFIRMED' AND ss.attendance = 'PRESENT'`);
  await ctx.run(`
    INSERT INTO teacher_pay_records (schedule_id, teacher_id, minutes, hourly_rate, amount, reason, created_by, created_at)
    SELECT id, teacher_id, (extract(epoch FROM teacher_end_time - teacher_start_time) / 60)::int, teacher_hourly_rate,
      round(teacher_hourly_rate * extract(epoch FROM teacher_end_time - teacher_start_time) / 3600, 2),
      'Lesson #' || id, confirmed_by, confirmed_at
    FROM schedules WHERE status = 'CONFIRMED'`);
}

/** Confirming a voucher lesson charges each present student its price (as lesson-accounting.ts posts it). */
export const lessonCharges: LedgerSource = {
  name: 'lesson charges',
  select: `
    SELECT ss.student_id, s.confirmed_at AS at, 3 AS source, s.id AS source_id, ss.student_id AS step,
      'charge' AS kind, -s.price AS amount, 'Lesson #' || s.id AS reason,
      NULL::int AS purchase_id, NULL::int AS term_register_id, s.id AS schedule_id, s.confirmed_by AS created_by
    FROM schedules s JOIN schedule_students ss ON ss.schedule_id = s.id
    WHERE s.status = 'CONFIRMED' AND s.payment_type = 'VOUCHER' AND ss.attendance = 'PRESENT' AND s.price > 0`,
};

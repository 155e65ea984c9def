/** Courses with their teachers, terms, and students' term registers. */
import { BENCH_TEACHERS, HISTORY_DAYS, type SeedContext } from './context';
import type { LedgerSource } from './ledger';
import { between, chance, pick, textArray } from './sql-kit';
import { LEVELS, SCHOOLS, SUBJECTS } from './words';

/** Courses 1…n, each taught by one to three bench teachers. */
export async function seedCourses(ctx: SeedContext) {
  const { courses, teachers } = ctx.sizes;
  const codes = textArray(SUBJECTS.map(([code]) => code));
  const names = textArray(SUBJECTS.map(([, name]) => name));
  await ctx.run(`
    INSERT INTO courses (id, school, number, name, description) OVERRIDING SYSTEM VALUE
    SELECT g, ${pick(SCHOOLS, 'course-school', 'g')},
      (${codes})[subject] || ' ' || ${between(100, 499, 'course-number', 'g')},
      level || ' ' || (${names})[subject],
      'Small-group ' || lower((${names})[subject]) || ' for ' || level || ' students.'
    FROM (SELECT g, ${between(1, SUBJECTS.length, 'subject', 'g')} AS subject,
            ${pick(LEVELS, 'level', 'g')} AS level
          FROM generate_series(1, ${courses}) g) c`);
  await ctx.run(`
    INSERT INTO course_teachers (course_id, teacher_id)
    SELECT c, t.user_id
    FROM generate_series(1, ${courses}) c
    CROSS JOIN LATERAL generate_series(1, ${between(1, 3, 'course-teacher-count', 'c')}) k
    JOIN ${BENCH_TEACHERS} t ON t.n = ${between(1, teachers, 'course-teacher', "c || '-' || k")}
    ON CONFLICT DO NOTHING`);
}

/** Terms 1…n of 8–14 weeks over the last three years (a few upcoming), taught by one of the course's teachers. */
export async function seedTerms(ctx: SeedContext) {
  await ctx.run(`
    INSERT INTO terms (id, school, course_id, teacher_id, start_date, end_date, comments) OVERRIDING SYSTEM VALUE
    SELECT x.g, c.school, c.id,
      (SELECT ct.teacher_id FROM course_teachers ct WHERE ct.course_id = c.id ORDER BY ct.teacher_id LIMIT 1),
      x.start_date, x.start_date + 7 * x.weeks,
      CASE WHEN ${chance(25, 'term-note', 'x.g')} THEN ${pick(['Room 2', 'Online via Zoom', 'Exam term'], 'term-text', 'x.g')} END
    FROM (SELECT g, ${between(1, ctx.sizes.courses, 'term-course', 'g')} AS course_id,
            (date_trunc('month', current_date - ${between(-90, HISTORY_DAYS, 'term-start', 'g')}) + interval '6 days')::date
              AS start_date,
            ${between(8, 14, 'term-weeks', 'g')} AS weeks
          FROM generate_series(1, ${ctx.sizes.terms}) g) x
    JOIN courses c ON c.id = x.course_id`);
}

/** Registers 1…n; about 70% paid (by now), vouchers being the most common way to pay. */
export async function seedTermRegisters(ctx: SeedContext) {
  const { terms, students, termRegisters } = ctx.sizes;
  const paymentTypes = ['VOUCHER', 'VOUCHER', 'VOUCHER', 'CASH', 'CARD', 'E_TRANSFER'];
  await ctx.run(`
    INSERT INTO term_registers (id, term_id, teacher_id, student_id, course_id, payment_type, price, comments,
      create_date, paid, paid_at, paid_by, created_at, updated_at) OVERRIDING SYSTEM VALUE
    SELECT r.g, t.id, t.teacher_id, r.student_id, t.course_id, r.payment_type::payment_type, r.price,
      CASE WHEN ${chance(10, 'register-note', 'r.g')} THEN 'Sibling discount applied' END,
      d.create_date, r.paid,
      CASE WHEN r.paid THEN (least(d.create_date + r.pay_delay, current_date) + interval '10 hours')::timestamptz END,
      CASE WHEN r.paid THEN ${ctx.adminId} END,
      d.create_date, d.create_date
    FROM (SELECT g, ${between(1, terms, 'register-term', 'g')} AS term_id,
            ${between(1, students, 'register-student', 'g')} AS student_id,
            ${pick(paymentTypes, 'register-payment', 'g')} AS payment_type,
            (10 * ${between(15, 90, 'register-price', 'g')})::numeric(12,2) AS price,
            ${chance(70, 'register-paid', 'g')} AS paid,
            ${between(0, 14, 'register-pay-delay', 'g')} AS pay_delay
          FROM generate_series(1, ${termRegisters}) g) r
    JOIN terms t ON t.id = r.term_id
    CROSS JOIN LATERAL (SELECT least(t.start_date - ${between(0, 20, 'register-early', 'r.g')}, current_date) AS create_date) d
    -- A student is registered in a term once: the rare random repeat is skipped.
    ON CONFLICT (term_id, student_id) DO NOTHING`);
}

/** Paying a register with vouchers is a charge on the student's ledger (as term-register-payments.ts posts it). */
export const termRegisterCharges: LedgerSource = {
  name: 'term register charges',
  select: `
    SELECT tr.student_id, tr.paid_at AS at, 2 AS source, tr.id AS source_id, 0 AS step, 'charge' AS kind,
      -tr.price AS amount,
      'Term register #' || tr.id || ': ' || c.name || ' ' || t.start_date || '–' || t.end_date AS reason,
      NULL::int AS purchase_id, tr.id AS term_register_id, NULL::int AS schedule_id, tr.paid_by AS created_by
    FROM term_registers tr JOIN terms t ON t.id = tr.term_id JOIN courses c ON c.id = t.course_id
    WHERE tr.paid AND tr.payment_type = 'VOUCHER' AND tr.price > 0`,
};

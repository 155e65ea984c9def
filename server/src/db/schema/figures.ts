import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentTypeEnum } from './payment-types';
import { scheduleStatusEnum } from './schedules';
import { ledgerKindEnum } from './vouchers';

/**
 * Roll-ups (issue 35): the figures the dashboard and the reports show, kept as the money moves so a
 * screen reads a few hundred rows however many years of lessons the centre has. Each row is moved only
 * by modules/rollups, in the transaction of the row that moves it, by `INSERT … ON CONFLICT DO UPDATE`
 * increments; `npm run check:figures` recounts them from the rows. Days and months are the centre's
 * local ones (the server's time zone), as the reports count them.
 */

/**
 * Voucher ledger entries per local day and kind, net: the day and kind datedLedgerEntries gives an
 * entry (a purchase or gift on its purchase date, a lesson's charge on the lesson's day, the rest when
 * posted; a reversal counts as the kind it reverses, on the day of what it reverses).
 */
export const ledgerDayFigures = pgTable(
  'ledger_day_figures',
  {
    day: date({ mode: 'string' }).notNull(),
    kind: ledgerKindEnum().notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/** Voucher purchases still standing (not reversed) per purchase date and payment type. */
export const purchaseDayFigures = pgTable(
  'purchase_day_figures',
  {
    day: date({ mode: 'string' }).notNull(),
    type: paymentTypeEnum().notNull(),
    purchases: integer().notNull(),
    vouchers: numeric({ precision: 14, scale: 2 }).notNull(),
    gifts: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.type] })],
);

/**
 * Teacher pay per teacher, local month of the lesson, and hourly rate: the net minutes and pay of
 * every pay record (reversals and corrections netted) and the lessons whose pay still stands (a
 * record +1, its reversal -1). The rates a month paid are those whose `lessons` is above zero.
 */
export const teacherMonthFigures = pgTable(
  'teacher_month_figures',
  {
    teacherId: integer().notNull(),
    /** The first day of the month. */
    month: date({ mode: 'string' }).notNull(),
    hourlyRate: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Pay records written, reversals included: a month with any shows in the salary history. */
    records: integer().notNull(),
    lessons: integer().notNull(),
    minutes: integer().notNull(),
    pay: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.month, t.hourlyRate] }),
    // A range of months for all teachers (the salary history) reads its months, not every month since
    // the centre opened (issue 35).
    index('teacher_month_figures_month_idx').on(t.month),
    check('teacher_month_figures_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * Lessons per local day of their start and status: the dashboard's lessons of a week. Unlike the money
 * roll-ups, moved by deferred row triggers on `schedules` (migration 0038): a lesson's status or start
 * changes in a dozen places (edits, moves, cancellations, confirmations, imports, the portal), and a
 * trigger cannot be forgotten by the next one. The triggers run at commit, so these row locks are a
 * transaction's last (docs/decisions.md "Lessons by status and active students kept by deferred triggers").
 */
export const lessonDayFigures = pgTable(
  'lesson_day_figures',
  {
    day: date({ mode: 'string' }).notNull(),
    status: scheduleStatusEnum().notNull(),
    lessons: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/**
 * Active students per local month of their registration (created_at): the dashboard's active students
 * (the sum) and those already registered when a month began (the months before it). Moved by deferred
 * row triggers on `students` (migration 0038), like the lessons' days: a status changes on the form, in
 * batches, by imports and by the portal, and a trigger sees them all.
 */
export const studentMonthFigures = pgTable(
  'student_month_figures',
  {
    /** The first day of the month. */
    month: date({ mode: 'string' }).primaryKey(),
    active: integer().notNull(),
  },
  (t) => [check('student_month_figures_month_check', sql`extract(day from ${t.month}) = 1`)],
);

/**
 * When the roll-ups were first filled from the rows (one row). The fill runs at start-up, once, in the
 * server's time zone, which the SQL migration cannot know (modules/rollups/fill.ts).
 */
export const figureFills = pgTable('figure_fills', {
  id: integer().primaryKey(),
  filledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  timeZone: text().notNull(),
});

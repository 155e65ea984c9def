import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { courses } from './catalogue';
import { paymentTypeEnum } from './payment-types';
import { students } from './students';
import { teachers } from './teachers';
import { users } from './users';

export const terms = pgTable(
  'terms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    school: varchar({ length: 100 }),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    teacherId: integer().references(() => teachers.userId),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    comments: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('terms_dates_idx').on(t.startDate, t.id),
    index('terms_course_idx').on(t.courseId),
    check('terms_dates_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** A student's registration in a term, and whether (and how) it has been paid. */
export const termRegisters = pgTable(
  'term_registers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    teacherId: integer().references(() => teachers.userId),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    courseId: integer().references(() => courses.id),
    paymentType: paymentTypeEnum().notNull(),
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    comments: text(),
    createDate: date({ mode: 'string' }).notNull(),
    paid: boolean().notNull().default(false),
    paidAt: timestamp({ withTimezone: true }),
    paidBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A student is registered in a term once (the service also checks, under a lock on the term).
    uniqueIndex('term_registers_term_student_unique').on(t.termId, t.studentId),
    index('term_registers_student_idx').on(t.studentId),
    index('term_registers_unpaid_idx').on(t.paid, t.createDate),
    check('term_registers_price_check', sql`${t.price} >= 0`),
  ],
);

export type TermRow = typeof terms.$inferSelect;
export type TermRegisterRow = typeof termRegisters.$inferSelect;

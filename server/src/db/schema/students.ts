import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** An enquiry: who referred students to the centre (the "Enquiry Form" screen). */
export const referrals = pgTable(
  'referrals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referrer: varchar({ length: 100 }).notNull(),
    comments: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_trgm').using('gin', sql`${t.referrer} gin_trgm_ops`)],
);

export const STUDENT_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const studentStatusEnum = pgEnum('student_status', STUDENT_STATUSES);

export const students = pgTable(
  'students',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The centre's own student number, shown on screens and exports; unique. */
    studentId: varchar({ length: 30 }).notNull(),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    referralId: integer().references(() => referrals.id),
    startDate: date({ mode: 'string' }),
    wechat: varchar({ length: 50 }),
    /** Normalised like users.phone. */
    phone: varchar({ length: 25 }),
    email: varchar({ length: 254 }),
    comments: text(),
    /**
     * Cached sum of the student's voucher ledger entries, changed only by lib/ledger in the same
     * transaction as the entry (and checked against the sum by tests).
     */
    voucherBalance: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    allowSms: boolean().notNull().default(true),
    allowEmail: boolean().notNull().default(true),
    /** Default price per hour for this student's lessons. */
    hourlyRate: numeric({ precision: 12, scale: 2 }),
    status: studentStatusEnum().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => users.id),
  },
  (t) => [
    uniqueIndex('students_student_id_unique').on(t.studentId),
    // Names in lower case: the list sorts by them so that "de Silva" sits with the Ds, not after "Zhang"
    // (both databases may sort text in C collation, upper case first).
    index('students_status_idx').on(t.status, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    // The list's default order (all statuses, or "active or suspended"): a page is read off the index.
    index('students_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    index('students_referral_idx').on(t.referralId),
    // The dashboard's low-balance list (issue 35): its first page and its count read off this index,
    // however many students a centre has had.
    index('students_low_balance_idx')
      .on(t.voucherBalance, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id)
      .where(sql`${t.status} = 'active'`),
    index('students_first_name_trgm').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('students_last_name_trgm').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('students_student_id_trgm').using('gin', sql`${t.studentId} gin_trgm_ops`),
    index('students_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('students_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    // The keyword also matches WeChat ids; without this one column the whole OR falls back to a scan.
    index('students_wechat_trgm').using('gin', sql`${t.wechat} gin_trgm_ops`),
    index('students_search_text_trgm').using('gin', sql`${studentSearchText(t)} gin_trgm_ops`),
  ],
);

type SearchedColumns = Record<'studentId' | 'firstName' | 'lastName' | 'email' | 'wechat', SQLWrapper>;

/**
 * What a student keyword looks in (the students list, the voucher history): number, names, e-mail and
 * WeChat id in one text, joined by the unit separator (chr(31)), so a word cannot match across two
 * fields unless it contains that character, which the students list turns into a space
 * (student-search.ts). One trigram index over it answers a word with one bitmap scan instead of an
 * OR of five. The index and the
 * queries use this same expression, as PostgreSQL only uses an expression index for it.
 */
export function studentSearchText(t: SearchedColumns): SQL {
  return sql`(${t.studentId} || chr(31) || ${t.firstName} || chr(31) || ${t.lastName} || chr(31) || coalesce(${t.email}, '') || chr(31) || coalesce(${t.wechat}, ''))`;
}

export type StudentRow = typeof students.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { schedules } from './schedules';
import { students } from './students';
import { users } from './users';

/** An e-mail template: subject and body with {{variables}}; built-in ones have a fixed key. */
export const emailTemplates = pgTable('email_templates', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** welcome, low-balance, … for the built-in templates the product itself sends; null for staff's own. */
  builtInKey: varchar({ length: 40 }).unique(),
  name: varchar({ length: 100 }).notNull(),
  subject: varchar({ length: 300 }).notNull(),
  body: text().notNull(),
  updatedBy: integer().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const EMAIL_SEND_STATES = ['scheduled', 'sending', 'finished'] as const;

/** One bulk send from the E-mail screen; its recipients are mail_outbox rows with its send_id. */
export const emailSends = pgTable('email_sends', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  subject: varchar({ length: 300 }).notNull(),
  body: text().notNull(),
  templateId: integer().references(() => emailTemplates.id, { onDelete: 'set null' }),
  /** The recipient choice as the sender made it (kind and ids), for the History. */
  audience: jsonb().$type<Record<string, unknown>>().notNull(),
  state: varchar({ length: 12, enum: EMAIL_SEND_STATES }).notNull(),
  sentBy: integer().references(() => users.id),
  sendAt: timestamp({ withTimezone: true }).notNull(),
  /** Set once the failures of a finished send were announced in the bell, so it happens once. */
  failuresNoticedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A lesson reminder made for one start time: a moved lesson gets a new row, never a second for the same. */
export const lessonReminders = pgTable(
  'lesson_reminders',
  {
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    startTime: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.startTime] })],
);

/** Students whose balance is under the threshold and who were told so: deleted when it rises again. */
export const lowBalanceAlerts = pgTable('low_balance_alerts', {
  studentId: integer()
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  balance: varchar({ length: 20 }).notNull(),
  /** Whether it was a crossing by a charge (student and staff were told), or recorded silently. */
  told: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
});

export const MAIL_EVENT_KINDS = [
  'welcome',
  'lesson-cancelled',
  'feedback-available',
  'lesson-booked',
  'lesson-moved',
  'feedback-due',
  'next-day-lessons',
  'student-cancelled',
] as const;
export type MailEventKind = (typeof MAIL_EVENT_KINDS)[number];

/** What a teacher's notice about several lessons at once names: each lesson, and what it was before. */
export type MailEventLessons = { id: number; previousStart?: string; previousTeacherId?: number }[];

/**
 * Something that earns an automatic mail (a new student, a cancelled lesson, submitted feedback),
 * written in the same transaction as the change itself, so the mail is neither lost nor doubled: a job
 * claims it (handledAt) and writes its mails in one transaction. One row per kind and record: feedback
 * submitted again after an edit does not mail again.
 */
export const mailEvents = pgTable(
  'mail_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 30, enum: MAIL_EVENT_KINDS }).notNull(),
    /** The student (welcome) or the lesson (cancelled, feedback). */
    refId: integer().notNull(),
    /** Who made the change: a teacher who cancelled their own lesson is not told of it. */
    actorId: integer(),
    /**
     * What makes two events of one kind and record different: '' for the student mails; for a teacher's
     * notice `t<teacher>:r<revision>` (booked, moved: one per change) or `t<teacher>` (feedback due: once);
     * `d<YYYY-MM-DD>` for the next-day digest (refId is then the teacher: one per teacher and date);
     * `s<student>:<epoch ms>` for a family's cancellation of one student's place (refId the lesson).
     */
    dedupeKey: varchar({ length: 60 }).notNull().default(''),
    /** The teacher told (booked, moved, feedback due, next-day digest); null for the mails of the other kinds. */
    teacherId: integer(),
    /** The lessons one teacher's notice covers (a bulk booking is one summary), with their former time or teacher. */
    lessons: jsonb().$type<MailEventLessons>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('mail_events_kind_ref_key_unique').on(t.kind, t.refId, t.dedupeKey),
    index('mail_events_pending').on(t.id).where(sql`handled_at is null`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { teachers } from './teachers';
import { users } from './users';

/**
 * Which messages a teacher wants, by e-mail and by SMS. A teacher without a row gets the defaults
 * (modules/account-settings: e-mail on, SMS off); the communication senders read
 * `teacherNotificationPreferences(db, teacherId)`.
 */
export const teacherNotificationPreferences = pgTable('teacher_notification_preferences', {
  teacherId: integer()
    .primaryKey()
    .references(() => teachers.userId),
  lessonBookedEmail: boolean().notNull(),
  lessonBookedSms: boolean().notNull(),
  lessonMovedEmail: boolean().notNull(),
  lessonMovedSms: boolean().notNull(),
  lessonCancelledEmail: boolean().notNull(),
  lessonCancelledSms: boolean().notNull(),
  dailyReminderEmail: boolean().notNull(),
  dailyReminderSms: boolean().notNull(),
  feedbackDueEmail: boolean().notNull(),
  feedbackDueSms: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A private iCalendar feed: one per teacher (their own lessons), and one for the centre (teacherId
 * null: every lesson, filtered by the URL's query). The token is looked up by its SHA-256; the
 * encrypted copy lets the owner see the link again without it being readable from the database alone.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer().references(() => teachers.userId),
    tokenHash: varchar({ length: 64 }).notNull(),
    tokenEncrypted: varchar({ length: 200 }).notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a calendar client last downloaded it (written at most once a minute). */
    lastFetchedAt: timestamp({ withTimezone: true }),
    lastFetchedBy: varchar({ length: 200 }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    // One feed per teacher and one centre feed (teacher 0 stands for the centre).
    uniqueIndex('calendar_feeds_scope_idx').on(sql`coalesce(${t.teacherId}, 0)`),
  ],
);

/**
 * When each feed's text last changed, per filtered variant of it (`variant`: "teacher=3|course=" or
 * empty), so Last-Modified moves exactly when the body does, whatever changed it (a lesson, a
 * student's or course's name, a lesson leaving the window), in every process alike.
 */
export const calendarFeedVersions = pgTable(
  'calendar_feed_versions',
  {
    feedId: integer()
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    variant: varchar({ length: 60 }).notNull(),
    etag: varchar({ length: 64 }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.variant] })],
);

/** A teacher's own calendar, read for busy times. The URL is a secret: stored encrypted, shown masked. */
export const calendarSubscriptions = pgTable('calendar_subscriptions', {
  teacherId: integer()
    .primaryKey()
    .references(() => teachers.userId),
  /** Null for busy times imported once from a file (the demo seed's): there is no address to read again. */
  urlEncrypted: text(),
  urlMasked: varchar({ length: 300 }).notNull(),
  /** Whether the centre may see the events' titles; otherwise blocks show only "Busy". */
  showTitles: boolean().notNull().default(false),
  lastAttemptAt: timestamp({ withTimezone: true }),
  lastSuccessAt: timestamp({ withTimezone: true }),
  lastError: varchar({ length: 500 }),
  busyCount: integer().notNull().default(0),
  /** Events the last good read left out (lines it could not read, rules it could not follow). */
  skippedCount: integer().notNull().default(0),
  /** What the last good read left out or guessed, for the screens (null: nothing). */
  warning: varchar({ length: 500 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Busy times from a teacher's own calendar, replaced whole on every successful fetch. */
export const calendarBusyBlocks = pgTable(
  'calendar_busy_blocks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => teachers.userId),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    allDay: boolean().notNull().default(false),
    /** Kept only when the teacher allows titles. */
    title: varchar({ length: 200 }),
  },
  (t) => [index('calendar_busy_blocks_teacher_idx').on(t.teacherId, t.startTime)],
);

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { students } from './students';
import { users } from './users';

/**
 * Which students a family account (ROLE_CUSTOMER) may see: siblings share one parent account, and a
 * student's own account is linked to that student only. Every portal read goes through this table.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.studentId] }), index('family_links_student_idx').on(t.studentId)],
);

/**
 * An invitation staff sent from a student: the e-mailed link activates the family account (which is
 * created inactive with the invitation) with a password the family chooses. Single use, expires; only
 * the key's SHA-256 is stored. Resending replaces the key, so an older e-mail's link stops working.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    email: varchar({ length: 254 }).notNull(),
    keyHash: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_invitations_key_unique').on(t.keyHash),
    index('family_invitations_student_idx').on(t.studentId),
    // One open invitation per account and student: a second invite resends the first.
    uniqueIndex('family_invitations_open_unique')
      .on(t.userId, t.studentId)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

export type FamilyInvitationRow = typeof familyInvitations.$inferSelect;

/**
 * A family's private calendar feed of its students' lessons (like a teacher's, calendar_feeds): the
 * token in the address is the credential; its hash finds the feed, the encrypted copy shows the link again.
 */
export const familyFeeds = pgTable(
  'family_feeds',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    tokenHash: varchar({ length: 64 }).notNull(),
    tokenEncrypted: varchar({ length: 200 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('family_feeds_token_unique').on(t.tokenHash)],
);

/** Which submitted lesson feedback a family account has opened ("waiting to be read" on the portal's home). */
export const familyFeedbackReads = pgTable(
  'family_feedback_reads',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    scheduleId: integer().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scheduleId] })],
);

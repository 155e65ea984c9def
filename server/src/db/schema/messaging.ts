import { boolean, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;

/** What the header bell shows: per-user notices, read or unread. */
export const notices = pgTable(
  'notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 20, enum: NOTICE_TYPES }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    /** A self-registered account this notice asks the administrator to approve or refuse. */
    registrationUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    read: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.read)],
);

export const MAIL_STATUSES = ['stored', 'sent', 'failed'] as const;

/** Every e-mail the product sends; without SMTP_URL this table is the only delivery. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    body: text().notNull(),
    status: varchar({ length: 10, enum: MAIL_STATUSES }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Phone sign-in codes, stored hashed, valid for a few minutes and a few tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar({ length: 25 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

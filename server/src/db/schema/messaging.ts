import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { emailSends } from './communication';
import { students } from './students';
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
    /** Set for notices posted by events that must not repeat (a lesson left unconfirmed, a crossing). */
    eventKey: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.read),
    uniqueIndex('notices_event_key_idx').on(t.userId, t.eventKey),
  ],
);

/**
 * stored: no SMTP configured, the outbox is the delivery; queued: waiting for (or between) SMTP
 * attempts; sent; failed (with the SMTP server's reply); skipped: a bulk recipient who opted out.
 */
export const MAIL_STATUSES = ['stored', 'queued', 'sent', 'failed', 'skipped'] as const;

/** Every e-mail the product sends, one row per recipient; without SMTP_URL this table is the only delivery. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    body: text().notNull(),
    status: varchar({ length: 10, enum: MAIL_STATUSES }).notNull(),
    error: text(),
    /** The bulk send it belongs to; account mails and alerts have none. */
    sendId: integer().references(() => emailSends.id, { onDelete: 'cascade' }),
    /** Who within a bulk send (s:<student id>, u:<user id>): a send never writes one recipient twice. */
    recipientKey: varchar({ length: 20 }),
    recipientName: varchar({ length: 120 }),
    studentId: integer().references(() => students.id, { onDelete: 'set null' }),
    userId: integer(),
    /** Bulk mail to a student: the secret of its one-click unsubscribe link (RFC 8058). */
    unsubscribeToken: varchar({ length: 64 }),
    attempts: smallint().notNull().default(0),
    /** A delivery attempt holds the row until then: a repeated job cannot send it twice meanwhile. */
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_send_idx').on(t.sendId, t.status),
    uniqueIndex('mail_outbox_send_recipient_idx').on(t.sendId, t.recipientKey),
    uniqueIndex('mail_outbox_unsubscribe_idx').on(t.unsubscribeToken),
  ],
);

/** queued: waiting for (or between) attempts at the SMS provider; sent; failed (with the provider's answer). */
export const SMS_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * Every text message of the background work (reminders, notices, alerts), written in the transaction
 * that caused it and delivered by the job queue after commit. Sign-in codes are not kept here: they are
 * sent while the user waits, and a code must not be stored readable (docs/decisions.md).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised like users.phone. */
    phone: varchar({ length: 25 }).notNull(),
    body: text().notNull(),
    status: varchar({ length: 10, enum: SMS_STATUSES }).notNull(),
    attempts: smallint().notNull().default(0),
    /** The provider's answer to the last refused attempt. */
    error: text(),
    /** A delivery attempt holds the row until then: a repeated job cannot send it twice meanwhile. */
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sms_outbox_status_idx').on(t.status, t.createdAt)],
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

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A receiver an administrator registered (Centre Settings → Integrations). The signing secret is kept
 * encrypted (it must be read back to sign); during a rotation the previous one signs too until it expires.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  url: varchar({ length: 2000 }).notNull(),
  description: varchar({ length: 200 }).notNull().default(''),
  /** The event types it receives ('student.created', …). */
  events: text().array().notNull(),
  enabled: boolean().notNull().default(true),
  /** Deliver one at a time in the events' order: a later event waits while an earlier one is retried. */
  ordered: boolean().notNull().default(false),
  secret: text().notNull(),
  previousSecret: text(),
  previousSecretUntil: timestamp({ withTimezone: true }),
  /** The first failed attempt since the last success; 3 days of failures switch the endpoint off. */
  failingSince: timestamp({ withTimezone: true }),
  /** Why it was switched off by the system (null when on, or switched off by a person). */
  disabledReason: text(),
  /** A delivery run holds the endpoint until then, so two processes never post its events at once. */
  leaseUntil: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox: one row per event, written in the transaction of its cause (so a rolled-back cause leaves
 * none). `id` is the event's public id, the same on every delivery and redelivery.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    seq: integer().primaryKey().generatedAlwaysAsIdentity(),
    id: varchar({ length: 40 }).notNull().unique(),
    type: varchar({ length: 60 }).notNull(),
    data: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_type_idx').on(t.type, t.seq)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One event for one endpoint (a resend adds another row for the same event): its attempts and last answer. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventSeq: integer()
      .notNull()
      .references(() => webhookEvents.seq, { onDelete: 'cascade' }),
    status: varchar({ length: 10, enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    /** The receiver's HTTP status on the last attempt (null: no answer). */
    responseStatus: smallint(),
    /** The first 2 KB of the receiver's last answer, or why there was none. */
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.endpointId, t.id)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.id),
  ],
);

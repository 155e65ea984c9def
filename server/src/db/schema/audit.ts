import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit trail's own records: changes that no other table already keeps with who and when
 * (accounts and roles, teachers and their registrations, students' own fields and status, settings,
 * the price plan, register payments, lesson confirmations). Written
 * in the transaction of the change it describes; append-only (nothing in the app updates or deletes
 * one). Lesson changes, voucher ledger entries, credit entries and teacher pay records are read from
 * their own tables.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What happened, as `<record>.<verb>`: `account.update`, `settings.update`, `lesson.confirm`… */
    action: varchar({ length: 40 }).notNull(),
    /** The kind of record changed: account, teacher, student, settings, price-plan, term-register, lesson. */
    recordType: varchar({ length: 30 }).notNull(),
    recordId: integer(),
    /** One line a person reads: "ROLE_OPERATOR → ROLE_ADMIN", "Term register #12 paid (CASH)". */
    summary: text(),
    before: jsonb(),
    after: jsonb(),
    actorId: integer().references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_record_idx').on(t.recordType, t.recordId),
    index('audit_events_actor_idx').on(t.actorId, t.at),
  ],
);

export type AuditEventInsert = typeof auditEvents.$inferInsert;

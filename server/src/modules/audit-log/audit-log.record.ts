import type { Transaction } from '../../db/client';
import { type AuditEventInsert, auditEvents } from '../../db/schema';

type AuditEvent = Omit<AuditEventInsert, 'id' | 'at'>;

/**
 * Adds one record to the audit trail, or several in one statement (a batch's changes). Takes the
 * transaction of the change it describes, so the change and its record are saved together or not at all.
 */
export async function recordAuditEvent(tx: Transaction, event: AuditEvent | AuditEvent[]) {
  const events = Array.isArray(event) ? event : [event];
  if (events.length > 0) await tx.insert(auditEvents).values(events);
}

/** The fields that differ between two versions of a record, each side holding only those fields. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** What the trail keeps of an account: who it is and what it may do; never a password or key. */
export function accountAuditFields(row: {
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  role: string;
  activated: boolean;
}): Record<string, unknown> {
  const { login, firstName, lastName, email, phone, role, activated } = row;
  return { login, firstName, lastName, email, phone, role, activated };
}

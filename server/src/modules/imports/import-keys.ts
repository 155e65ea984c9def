import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema';
import type { RowIssue } from './import-cells';

/** A key as rows are matched on it: trimmed, lower case, null when empty. */
export const lowerKey = (text: string | null | undefined) => text?.trim().toLowerCase() || null;

/** The courses a row may name, by number or by name (lower case); a number wins over another course's name. */
export async function courseKeysOf(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: courses.id, name: courses.name, number: courses.number })
    .from(courses)
    .where(isNull(courses.deletedAt));
  const keys = new Map<string, number>();
  for (const row of rows)
    for (const key of [row.number, row.name]) {
      const k = lowerKey(key);
      if (k && !keys.has(k)) keys.set(k, row.id);
    }
  return keys;
}

/**
 * The records already saved by one key (an e-mail, a phone, a number) and the keys earlier rows of
 * the file claimed, so a row repeating either is refused as a duplicate.
 */
export type KeyIndex<T extends { id: number }> = {
  existing: Map<string, T>;
  claimed: Map<string, number>;
  claim: (key: string | undefined, line: number) => void;
};

export function keyIndex<T extends { id: number }>(rows: T[], keyOf: (row: T) => string | null): KeyIndex<T> {
  const existing = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key && !existing.has(key)) existing.set(key, row);
  }
  const claimed = new Map<string, number>();
  return {
    existing,
    claimed,
    claim: (key, line) => {
      if (key) claimed.set(key, line);
    },
  };
}

const LABELS: Record<string, string> = {
  studentId: 'student number',
  email: 'e-mail',
  phone: 'phone',
  login: 'login',
  employeeId: 'employee number',
  name: 'name',
  number: 'number',
  student: 'student',
};

/** The refusal of a key an earlier row of the file or another saved record already has. */
export function duplicateIssue<T extends { id: number }>(
  index: KeyIndex<T>,
  field: string,
  key: string | undefined,
  selfId: number | undefined,
  what: string,
): RowIssue | null {
  if (!key) return null;
  const line = index.claimed.get(key);
  if (line !== undefined)
    return { field, message: `repeats line ${line} of the file (same ${LABELS[field] ?? field})` };
  const other = index.existing.get(key);
  if (other && other.id !== selfId)
    return { field, message: `another ${what} already has this ${LABELS[field] ?? field}` };
  return null;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Whether every value in `next` equals the stored one (amounts compared as numbers: "40" is "40.00"). */
export function sameValues(stored: object, next: object): boolean {
  const record = stored as Record<string, unknown>;
  return Object.entries(next).every(([key, value]) => {
    const was = record[key];
    if (typeof was === 'string' && typeof value === 'string' && NUMBER.test(was) && NUMBER.test(value))
      return Number(was) === Number(value);
    return (was ?? null) === (value ?? null);
  });
}

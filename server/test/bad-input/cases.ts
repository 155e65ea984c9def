/** Bad-input cases share these types and builders; each domain keeps its endpoints in `<domain>.cases.ts`. */
import type { Database } from '../../src/db/client';

export type BadInputFixtures = {
  db: Database;
  /** An operator account's id (`:operator` in a string URL stands for it). */
  operatorId: number;
};

export type Json = Record<string, unknown>;
export type Caller = 'anonymous' | 'admin' | 'teacher' | 'system' | 'family';

/** One broken request: `change` replaces (or with `undefined` removes) fields of the valid body or query. */
export type Case = { name: string; change: Json; field: string; message: string };

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path; `:operator` and each `:name` that `params` returns are replaced by ids. */
  url: string;
  /** Makes the rows the request needs (before the snapshot is taken) and returns their ids by placeholder. */
  params?: (f: BadInputFixtures) => Promise<Record<string, number | string>>;
  as: Caller;
  body?: Json;
  query?: Record<string, string>;
  /** Required fields: each gets a "missing" case. */
  required?: string[];
  cases: Case[];
};

export const LONG = 'x'.repeat(10_000);
export const ENUM_ROLES = 'must be one of: ROLE_ADMIN, ROLE_OPERATOR, ROLE_SYSTEM';
export const NOTICE_TYPES = 'must be one of: notification, message, event';
export const unknownField: Case = {
  name: 'unknown field',
  change: { hacker: 1 },
  field: 'hacker',
  message: 'is not a known field',
};

export const tooShort = (field: string): Case => ({
  name: `${field} too short`,
  change: { [field]: 'abc' },
  field,
  message: 'must be at least 4 characters',
});
export const notString = (field: string): Case => ({
  name: `${field} a number`,
  change: { [field]: 12345 },
  field,
  message: 'must be a string',
});
export const oversized = (field: string, max: number): Case => ({
  name: `${field} 10,000 characters`,
  change: { [field]: LONG },
  field,
  message: `must be at most ${max} characters`,
});
export const badEmail = (field = 'email'): Case => ({
  name: 'invalid e-mail',
  change: { [field]: 'not-an-email' },
  field,
  message: 'must be a valid e-mail address',
});
/** An id past PostgreSQL's integer, which names no record (the database would refuse it with a 500). */
export const idTooBig = (field: string, change: Json = { [field]: 2_147_483_648 }): Case => ({
  name: `${field} past the integer range`,
  change,
  field,
  message: 'must be at most 2147483647',
});
export const badPhone = (field = 'phone'): Case => ({
  name: 'invalid phone',
  change: { [field]: 'call me maybe' },
  field,
  message: 'must be a valid phone number',
});

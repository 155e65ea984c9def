/** The shape of a role-matrix row; each domain keeps its rows in `<domain>.rows.ts` beside this file. */
import type { InjectOptions } from 'fastify';
import type { Database } from '../../src/db/client';
import type { Role } from '../../src/db/schema';

export type Fixtures = {
  /** The test database, for rows a request needs (a student, a course…). */
  db: Database;
  /** A number no other request of this file uses, for unique logins, e-mails and phones. */
  n: number;
  /** An operator account every allowed role may view. */
  operatorId: number;
  /** The ROLE_TEACHER caller's user id (login `teacher`): teacher-only routes work on the caller's own lessons. */
  teacherId: number;
  /** A new operator account, for requests that edit or delete one. */
  freshOperatorId: () => Promise<number>;
  /** An inactive account whose activation key is returned. */
  activationKey: () => Promise<string>;
  /** An account with a password reset pending; its key is returned. */
  resetKey: () => Promise<string>;
};

export type Row = {
  /** Method and route pattern exactly as registered, e.g. `PUT /api/staff/:id`. */
  route: string;
  allowed: 'public' | readonly Role[];
  /** What an allowed caller gets. */
  ok: number;
  request: (f: Fixtures) => InjectOptions | Promise<InjectOptions>;
  /** The call ends the caller's sessions and answers with a fresh token. */
  renewsToken?: boolean;
};

export const CENTRE_STAFF = ['ROLE_ADMIN', 'ROLE_OPERATOR'] as const;
export const ANY_SIGNED_IN = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER', 'ROLE_SYSTEM'] as const;
export const ADMIN_ONLY = ['ROLE_ADMIN'] as const;
/** Families' accounts (the portal, issue 33): no admin route is theirs. */
export const FAMILY_ONLY = ['ROLE_CUSTOMER'] as const;
/** One's own account calls, which the portal uses too. */
export const STAFF_OR_FAMILY = [...ANY_SIGNED_IN, 'ROLE_CUSTOMER'] as const;

export const phone = (n: number) => `+1416555${String(n).padStart(4, '0')}`;

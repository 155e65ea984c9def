import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { type Role, type UserRow, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { AUTHORITIES_BY_ROLE } from '../../lib/roles';
import { blankToNull, normalisePhone } from '../../lib/validation';

/**
 * Sign-in accounts are shared by staff, teachers and self-registration: the rules that keep logins,
 * e-mails and phones unique live here once, and every module that creates or edits an account calls them.
 */

export const userExistsError = () =>
  new AppError('userexists', {
    message: 'User already exists!',
    fieldErrors: [{ field: 'login', message: 'Login user already exists' }],
  });
export const emailExistsError = () =>
  new AppError('emailexists', {
    message: 'Email already exists!',
    fieldErrors: [{ field: 'email', message: 'Email already exists!' }],
  });
/** A phone signs in by SMS (Phone Login), so two current accounts must not share one. */
export const phoneExistsError = () => fieldError('conflict', 'phone', 'Phone number already exists!');

export type AccountFields = {
  login?: string;
  email?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

/**
 * Lower-cases login and e-mail and normalises the phone, so uniqueness is checked on one form; a
 * blank name is no name (null), as on students and courses.
 */
export function normaliseAccountFields<T extends AccountFields>(input: T): T {
  return {
    ...input,
    ...(input.firstName !== undefined && { firstName: blankToNull(input.firstName) }),
    ...(input.lastName !== undefined && { lastName: blankToNull(input.lastName) }),
    ...(input.login !== undefined && { login: input.login.toLowerCase() }),
    ...(input.email !== undefined && { email: input.email ? input.email.toLowerCase() : null }),
    ...(input.phone !== undefined && { phone: input.phone ? normalisePhone(input.phone) : null }),
  };
}

/**
 * Refuses a login or e-mail another account already has, or a phone another account that is not
 * deleted has (excluding `exceptUserId`). `fields` must be normalised (`normaliseAccountFields`), so
 * phones are compared in their stored form. Run it in the transaction that then saves the account:
 * logins and e-mails have unique indexes behind this check, phones do not (docs/decisions.md), so the
 * phone is locked until that transaction ends, and a second save of the same phone waits, then sees
 * the first one's row.
 */
export async function assertAccountFieldsFree(tx: Transaction, fields: AccountFields, exceptUserId?: number) {
  const notSelf = exceptUserId === undefined ? sql`true` : ne(users.id, exceptUserId);
  if (fields.login) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.login, fields.login), notSelf));
    if (taken) throw userExistsError();
  }
  if (fields.email) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, fields.email), notSelf));
    if (taken) throw emailExistsError();
  }
  if (fields.phone) {
    await lockPhone(tx, fields.phone);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, fields.phone), isNull(users.deletedAt), notSelf))
      .limit(1);
    if (taken) throw phoneExistsError();
  }
}

/**
 * The namespace of the phone locks, a two-key advisory lock space of its own beside the schedules'
 * booking locks (schedules/schedule-locks.ts).
 */
const ACCOUNT_PHONES = 0x5048_4f4e; // "PHON"

/**
 * Saves of one phone number take turns: a transaction-level advisory lock on the number's hash.
 * Numbers whose hashes collide merely wait for each other. It is taken after any row lock of the save
 * (an account being edited), never before one.
 */
function lockPhone(tx: Transaction, phone: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_PHONES}::integer, hashtext(${phone}))`);
}

/** Maps a unique-index race (two creations at once) to the same errors the pre-check gives. */
export function rethrowAccountConflict(error: unknown): never {
  if (isUniqueViolation(error, 'users_login_unique')) throw userExistsError();
  if (isUniqueViolation(error, 'users_email_unique')) throw emailExistsError();
  throw error;
}

export function authoritiesOf(role: Role): string[] {
  return AUTHORITIES_BY_ROLE[role];
}

export function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'login'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login;
}

/**
 * `displayName` in SQL, for queries that join `users` (a teacher, who recorded a purchase): "First
 * Last", else the login; null when a LEFT JOIN found no user.
 */
export const displayNameSql = sql<string | null>`coalesce(
  nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''),
  ${users.login}
)`;

/**
 * Deletes an account the way every screen does: the row stays (later records name who did what), sign-in
 * ends for good and at once (its tokens are refused by the bumped token version).
 */
export async function softDeleteAccount(tx: Executor, id: number): Promise<void> {
  await tx
    .update(users)
    .set({
      deletedAt: new Date(),
      activated: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

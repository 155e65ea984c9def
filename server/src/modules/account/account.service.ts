import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TokenService } from '../../lib/jwt';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { changedFields, recordAuditEvent } from '../audit-log';
import { countNotices } from '../notices';
import {
  assertAccountFieldsFree,
  authoritiesOf,
  displayName,
  normaliseAccountFields,
  rethrowAccountConflict,
} from '../users';

const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, row[key]]));

export async function getAccount(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('unauthenticated');
  return {
    id: user.id,
    login: user.login,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    authorities: authoritiesOf(user.role),
    ...(await countNotices(db, user.id)),
  };
}

export async function updateAccount(
  db: Database,
  userId: number,
  input: { firstName?: string | null; lastName?: string | null; email: string; phone?: string | null },
) {
  const fields = normaliseAccountFields(input);
  await db
    .transaction(async (tx) => {
      await assertAccountFieldsFree(tx, { email: fields.email, phone: fields.phone }, userId);
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!current) throw new AppError('unauthenticated');
      await tx
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, userId));
      // A field left out of the body stays as it is: only the fields sent are compared.
      const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const changed = changedFields(pick(current, Object.keys(sent)), sent);
      if (Object.keys(changed.after).length > 0)
        await recordAuditEvent(tx, {
          action: 'account.update-own',
          recordType: 'account',
          recordId: userId,
          summary: 'Own profile changed',
          ...changed,
          actorId: userId,
        });
    })
    .catch(rethrowAccountConflict);
  return getAccount(db, userId);
}

/** Changes the password and ends every other session; the caller gets a fresh token. */
export async function changePassword(
  ctx: { db: Database; tokens: TokenService },
  userId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('incorrectpassword', {
      fieldErrors: [{ field: 'currentPassword', message: 'Wrong password!' }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Only over the row as it was checked: an administrator's password reset or a deactivation saved
  // meanwhile (both also end sessions) must not be overwritten by this change.
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(
        and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash), eq(users.tokenVersion, user.tokenVersion)),
      )
      .returning();
    if (!row) throw new AppError('concurrentchange');
    // Never the password or its hash: only that it changed, and by whom.
    await recordAuditEvent(tx, {
      action: 'account.password-change',
      recordType: 'account',
      recordId: userId,
      summary: 'Own password changed; other sessions ended',
      actorId: userId,
    });
    return row;
  });
  return ctx.tokens.sign({ userId, role: updated.role, tokenVersion: updated.tokenVersion }, { rememberMe: false });
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teachers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { newLinkKey, sha256 } from '../../lib/tokens';
import type { Mailer } from '../../platform/mail/mailer';
import { accountAuditFields, recordAuditEvent } from '../audit-log';
import { renderBuiltIn } from '../messaging';
import { notifyCentreStaff } from '../notices';
import { assertAccountFieldsFree, displayName, normaliseAccountFields, rethrowAccountConflict } from '../users';

const RESET_KEY_TTL_MS = 24 * 60 * 60 * 1000;

type MailContext = { db: Database; mailer: Mailer; publicUrl: string };

/**
 * Self-registration creates an inactive teacher account (the least-privileged centre role: it sees
 * only its own lessons) that waits for an administrator's approval (registration-approval.service.ts),
 * and mails a link that confirms the address. Administrators get a notice to approve or refuse it.
 */
export async function registerAccount(
  ctx: MailContext,
  input: { login: string; email: string; password: string; firstName?: string; lastName?: string },
): Promise<void> {
  const fields = normaliseAccountFields(input);
  const { key, hash } = newLinkKey();
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db
    .transaction(async (tx) => {
      await assertAccountFieldsFree(tx, fields);
      const [user] = await tx
        .insert(users)
        .values({
          login: fields.login,
          email: fields.email,
          passwordHash,
          firstName: input.firstName || null,
          lastName: input.lastName || null,
          role: 'ROLE_TEACHER',
          activated: false,
          awaitingApproval: true,
          activationKeyHash: hash,
        })
        .returning();
      // Every teacher account has a profile (the Teachers screen lists the two joined).
      await tx.insert(teachers).values({ userId: user.id });
      // On the audit trail as the account's own doing: nobody else is signed in.
      await recordAuditEvent(tx, {
        action: 'teacher.register',
        recordType: 'teacher',
        recordId: user.id,
        summary: `${displayName(user)} (${user.login}) registered; waiting for approval`,
        after: { ...accountAuditFields(user), awaitingApproval: user.awaitingApproval },
        actorId: user.id,
      });
      await notifyCentreStaff(tx, {
        type: 'notification',
        title: `New account registered: ${displayName(user)} (${user.login})`,
        description: 'It cannot sign in until an administrator approves it, here or on the Teachers screen.',
        registrationUserId: user.id,
      });
      return user;
    })
    .catch(rethrowAccountConflict);
  const mail = await renderBuiltIn(ctx.db, 'activation', {
    fullName: displayName(created),
    link: `${ctx.publicUrl}/user/activate?key=${key}`,
  });
  await ctx.mailer.send({ to: fields.email, ...mail });
}

/**
 * The e-mailed link. For a self-registered account waiting for approval it only confirms the address;
 * any other account with a key is activated by it. Answers whether approval is still awaited.
 */
export async function activateAccount(db: Database, key: string): Promise<{ awaitingApproval: boolean }> {
  const now = new Date();
  const [confirmed] = await db
    .update(users)
    .set({
      activated: sql`${users.activated} or not ${users.awaitingApproval}`,
      emailConfirmedAt: now,
      activationKeyHash: null,
      updatedAt: now,
    })
    .where(and(eq(users.activationKeyHash, sha256(key)), isNull(users.deletedAt)))
    .returning({ awaitingApproval: users.awaitingApproval });
  if (!confirmed) throw new AppError('invalidkey');
  return { awaitingApproval: confirmed.awaitingApproval };
}

/** Always answers the same, whether or not the address has an account. */
export async function requestPasswordReset(ctx: MailContext, email: string): Promise<void> {
  const { key, hash } = newLinkKey();
  const [user] = await ctx.db
    .update(users)
    .set({ resetKeyHash: hash, resetRequestedAt: new Date() })
    .where(and(eq(users.email, email.toLowerCase()), eq(users.activated, true), isNull(users.deletedAt)))
    .returning();
  if (!user?.email) return;
  const mail = await renderBuiltIn(ctx.db, 'password-reset', {
    fullName: displayName(user),
    link: `${ctx.publicUrl}/user/reset-password?key=${key}`,
  });
  await ctx.mailer.send({ to: user.email, ...mail });
}

export async function finishPasswordReset(db: Database, input: { key: string; newPassword: string }): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db
    .update(users)
    .set({
      passwordHash,
      resetKeyHash: null,
      resetRequestedAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.resetKeyHash, sha256(input.key)),
        gt(users.resetRequestedAt, new Date(Date.now() - RESET_KEY_TTL_MS)),
        isNull(users.deletedAt),
      ),
    )
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('invalidkey');
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notices, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import type { Mailer } from '../../platform/mail/mailer';
import { recordAuditEvent } from '../audit-log';
import { displayName } from '../users';

type ApprovalContext = { db: Database; mailer: Mailer; publicUrl: string; actor: CurrentUser };
type Decision = 'approve' | 'refuse';

/**
 * An administrator's answer to a self-registered account (issue 19). Approving lets it sign in as a
 * teacher and be given lessons; refusing deletes it (soft, as every account: its login and e-mail stay
 * taken). Either way the registration's notices lose their approve/refuse buttons and are marked read,
 * and the owner is told by e-mail. Only an account still waiting can be decided: 404 otherwise. The
 * decision is on the audit trail (who decided, the account's state before and after), saved with it.
 */
async function decideRegistration(ctx: ApprovalContext, userId: number, decision: Decision): Promise<void> {
  const now = new Date();
  const decided = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set(
        decision === 'approve'
          ? { awaitingApproval: false, activated: true, updatedAt: now }
          : { awaitingApproval: false, activated: false, deletedAt: now, updatedAt: now },
      )
      .where(and(eq(users.id, userId), eq(users.awaitingApproval, true), isNull(users.deletedAt)))
      .returning();
    if (!user) throw new AppError('notfound', { message: 'No account with this id is waiting for approval.' });
    await recordAuditEvent(tx, {
      action: decision === 'approve' ? 'teacher.approve' : 'teacher.refuse',
      recordType: 'teacher',
      recordId: user.id,
      summary: `Registration of ${displayName(user)} (${user.login}) ${decision === 'approve' ? 'approved' : 'refused: account deleted'}`,
      before: { awaitingApproval: true, activated: false },
      after:
        decision === 'approve'
          ? { awaitingApproval: false, activated: true }
          : { awaitingApproval: false, activated: false, deleted: true },
      actorId: ctx.actor.id,
    });
    await tx
      .update(notices)
      .set({ registrationUserId: null, read: true })
      .where(eq(notices.registrationUserId, userId));
    return user;
  });
  if (!decided.email) return;
  await ctx.mailer.send(
    decision === 'approve'
      ? {
          to: decided.email,
          subject: 'Your account is approved',
          text: `Hello ${displayName(decided)},\n\nAn administrator approved your account. You can sign in now:\n${ctx.publicUrl}/user/login\n`,
        }
      : {
          to: decided.email,
          subject: 'Your account was not approved',
          text: `Hello ${displayName(decided)},\n\nAn administrator of the centre did not approve your account. If you think this is a mistake, please contact the centre.\n`,
        },
  );
}

export const approveRegistration = (ctx: ApprovalContext, userId: number) => decideRegistration(ctx, userId, 'approve');

export const refuseRegistration = (ctx: ApprovalContext, userId: number) => decideRegistration(ctx, userId, 'refuse');

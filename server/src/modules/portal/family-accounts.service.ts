import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { familyInvitations, familyLinks, students, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { hashPassword } from '../../lib/passwords';
import { newLinkKey, sha256 } from '../../lib/tokens';
import type { Mailer } from '../../platform/mail/mailer';
import { accountAuditFields, recordAuditEvent } from '../audit-log';
import { centreTemplateValues, centreValues, renderBuiltIn } from '../messaging';
import { assertAccountFieldsFree, displayName, rethrowAccountConflict } from '../users';

/** How long an invitation's link works; resending starts a new period (docs/decisions.md). */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type MailContext = { db: Database; mailer: Mailer; publicUrl: string };
type Open = typeof familyInvitations.$inferSelect;

const LOGIN_RULE = /^[a-z0-9_.@-]{4,50}$/;

const studentName = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`;

async function lockedStudent(tx: Transaction, studentId: number) {
  const [student] = await tx.select().from(students).where(eq(students.id, studentId)).for('update');
  if (!student) throw new AppError('notfound', { message: 'No such student.' });
  return student;
}

/** Writes the invitation mail in the transaction; the caller delivers the returned ids after commit. */
async function writeInvitationMail(
  tx: Transaction,
  ctx: MailContext,
  input: { email: string; key: string; student: { firstName: string; lastName: string } },
) {
  const mail = await renderBuiltIn(tx, 'family-invitation', {
    ...centreTemplateValues(await centreValues(tx)),
    studentName: studentName(input.student),
    link: `${ctx.publicUrl}/portal/activate?key=${input.key}`,
  });
  return ctx.mailer.write(tx, [{ to: input.email, ...mail }]);
}

/**
 * Staff invite a family to a student. A new address gets an inactive family account, its link to the
 * student and an e-mailed single-use link to choose a password. An address that already has an active
 * family account (a sibling's parent) is linked at once; one with an invitation open is sent a fresh link.
 * A staff or teacher address is refused: one person's two faces stay two accounts.
 */
export async function inviteFamily(
  ctx: MailContext,
  actor: CurrentUser,
  studentId: number,
  input: { email: string; firstName?: string | null; lastName?: string | null },
) {
  const email = input.email.toLowerCase();
  const mailIds: number[] = [];
  const result = await ctx.db
    .transaction(async (tx) => {
      const student = await lockedStudent(tx, studentId);
      let [account] = await tx
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      if (account && account.role !== 'ROLE_CUSTOMER') {
        throw new AppError('conflict', {
          message: 'This e-mail belongs to a staff or teacher account: use another address for the family.',
          fieldErrors: [{ field: 'email', message: 'Belongs to a staff or teacher account' }],
        });
      }
      if (!account) {
        const login = LOGIN_RULE.test(email) ? email : `family-${newLinkKey().key.slice(0, 10).toLowerCase()}`;
        await assertAccountFieldsFree(tx, { login, email });
        [account] = await tx
          .insert(users)
          .values({
            login,
            email,
            // Nobody knows this password: the family chooses theirs with the invitation's link.
            passwordHash: await hashPassword(newLinkKey().key),
            firstName: input.firstName || null,
            lastName: input.lastName || null,
            role: 'ROLE_CUSTOMER',
            activated: false,
          })
          .returning();
        await recordAuditEvent(tx, {
          action: 'family.account.create',
          recordType: 'user',
          recordId: account.id,
          summary: `Family account ${email} created for ${studentName(student)}`,
          after: accountAuditFields(account),
          actorId: actor.id,
        });
      }
      const linked = await tx
        .insert(familyLinks)
        .values({ userId: account.id, studentId, createdBy: actor.id })
        .onConflictDoNothing()
        .returning();
      if (account.activated && linked.length === 0) {
        throw new AppError('conflict', { message: `${email} is already linked to ${studentName(student)}.` });
      }
      if (linked.length > 0) {
        await recordAuditEvent(tx, {
          action: 'family.link',
          recordType: 'student',
          recordId: studentId,
          summary: `${email} linked to ${studentName(student)}`,
          after: { userId: account.id, email },
          actorId: actor.id,
        });
      }
      if (account.activated) return { userId: account.id, invitationId: null, linked: true };

      const { key, hash } = newLinkKey();
      const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
      const [open] = await tx.select().from(familyInvitations).where(openInvitation(account.id, studentId));
      const invitation = open
        ? (
            await tx
              .update(familyInvitations)
              .set({ keyHash: hash, expiresAt })
              .where(eq(familyInvitations.id, open.id))
              .returning()
          )[0]
        : (
            await tx
              .insert(familyInvitations)
              .values({ userId: account.id, studentId, email, keyHash: hash, expiresAt, createdBy: actor.id })
              .returning()
          )[0];
      await recordAuditEvent(tx, {
        action: open ? 'family.invitation.resend' : 'family.invitation.create',
        recordType: 'student',
        recordId: studentId,
        summary: `Invitation ${open ? 'sent again' : 'sent'} to ${email} for ${studentName(student)}`,
        after: { invitationId: invitation.id, email, expiresAt: expiresAt.toISOString() },
        actorId: actor.id,
      });
      mailIds.push(...(await writeInvitationMail(tx, ctx, { email, key, student })));
      return { userId: account.id, invitationId: invitation.id, linked: false };
    })
    .catch(rethrowAccountConflict);
  await ctx.mailer.deliver(mailIds);
  return result;
}

const openInvitation = (userId: number, studentId: number) =>
  and(
    eq(familyInvitations.userId, userId),
    eq(familyInvitations.studentId, studentId),
    isNull(familyInvitations.acceptedAt),
    isNull(familyInvitations.revokedAt),
  );

async function lockedOpenInvitation(tx: Transaction, invitationId: number): Promise<Open> {
  const [invitation] = await tx
    .select()
    .from(familyInvitations)
    .where(eq(familyInvitations.id, invitationId))
    .for('update');
  if (!invitation) throw new AppError('notfound', { message: 'No such invitation.' });
  if (invitation.acceptedAt || invitation.revokedAt) {
    throw new AppError('ruleviolated', {
      message: invitation.acceptedAt ? 'This invitation was already accepted.' : 'This invitation was revoked.',
    });
  }
  return invitation;
}

/** A fresh link (the old one stops working) and a new expiry. */
export async function resendInvitation(ctx: MailContext, actor: CurrentUser, invitationId: number) {
  const mailIds = await ctx.db.transaction(async (tx) => {
    const invitation = await lockedOpenInvitation(tx, invitationId);
    const [student] = await tx.select().from(students).where(eq(students.id, invitation.studentId));
    const { key, hash } = newLinkKey();
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    await tx.update(familyInvitations).set({ keyHash: hash, expiresAt }).where(eq(familyInvitations.id, invitationId));
    await recordAuditEvent(tx, {
      action: 'family.invitation.resend',
      recordType: 'student',
      recordId: invitation.studentId,
      summary: `Invitation sent again to ${invitation.email} for ${studentName(student)}`,
      after: { invitationId, expiresAt: expiresAt.toISOString() },
      actorId: actor.id,
    });
    return writeInvitationMail(tx, ctx, { email: invitation.email, key, student });
  });
  await ctx.mailer.deliver(mailIds);
}

/** The link stops working; an account never activated loses its link to the student too. */
export async function revokeInvitation(db: Database, actor: CurrentUser, invitationId: number) {
  await db.transaction(async (tx) => {
    const invitation = await lockedOpenInvitation(tx, invitationId);
    await tx.update(familyInvitations).set({ revokedAt: new Date() }).where(eq(familyInvitations.id, invitationId));
    const [account] = await tx.select().from(users).where(eq(users.id, invitation.userId));
    if (!account.activated) {
      await tx
        .delete(familyLinks)
        .where(and(eq(familyLinks.userId, account.id), eq(familyLinks.studentId, invitation.studentId)));
    }
    await recordAuditEvent(tx, {
      action: 'family.invitation.revoke',
      recordType: 'student',
      recordId: invitation.studentId,
      summary: `Invitation to ${invitation.email} revoked`,
      before: { invitationId, email: invitation.email },
      actorId: actor.id,
    });
  });
}

/**
 * Removes an account's access to one student (and any open invitation for it). An account left with
 * no student is deactivated and its sessions end: a family account exists only to see its students.
 */
export async function unlinkFamily(db: Database, actor: CurrentUser, studentId: number, userId: number) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(familyLinks)
      .where(and(eq(familyLinks.userId, userId), eq(familyLinks.studentId, studentId)))
      .returning();
    if (removed.length === 0) throw new AppError('notfound', { message: 'This account is not linked to the student.' });
    await tx.update(familyInvitations).set({ revokedAt: new Date() }).where(openInvitation(userId, studentId));
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(familyLinks)
      .where(eq(familyLinks.userId, userId));
    const [account] = await tx.select().from(users).where(eq(users.id, userId));
    if (left.n === 0) {
      await tx
        .update(users)
        .set({ activated: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
    await recordAuditEvent(tx, {
      action: 'family.unlink',
      recordType: 'student',
      recordId: studentId,
      summary: `${account.email ?? account.login} unlinked${left.n === 0 ? '; the account, left with no student, is deactivated' : ''}`,
      before: { userId, email: account.email },
      actorId: actor.id,
    });
  });
}

/** The student's linked accounts and open invitations, for the student dashboard. */
export async function listFamilyAccounts(db: Database, studentId: number) {
  const [student] = await db.select({ id: students.id }).from(students).where(eq(students.id, studentId));
  if (!student) throw new AppError('notfound', { message: 'No such student.' });
  const accounts = await db
    .select({
      userId: users.id,
      login: users.login,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      activated: users.activated,
      linkedAt: familyLinks.createdAt,
    })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.userId))
    .where(eq(familyLinks.studentId, studentId))
    .orderBy(familyLinks.createdAt);
  const invitations = await db
    .select()
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.studentId, studentId),
        isNull(familyInvitations.acceptedAt),
        isNull(familyInvitations.revokedAt),
      ),
    );
  const now = Date.now();
  return accounts.map((account) => {
    const invitation = invitations.find((row) => row.userId === account.userId);
    return {
      ...account,
      name: displayName(account),
      linkedAt: account.linkedAt.toISOString(),
      invitation: invitation
        ? {
            id: invitation.id,
            sentAt: invitation.createdAt.toISOString(),
            expiresAt: invitation.expiresAt.toISOString(),
            expired: invitation.expiresAt.getTime() <= now,
          }
        : null,
    };
  });
}

/** The e-mailed link: the family chooses a password and the account opens. Answers the account's id. */
export async function acceptInvitation(db: Database, input: { key: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(familyInvitations)
      .where(
        and(
          eq(familyInvitations.keyHash, sha256(input.key)),
          isNull(familyInvitations.acceptedAt),
          isNull(familyInvitations.revokedAt),
          gt(familyInvitations.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!invitation) throw new AppError('invalidkey');
    await tx.update(familyInvitations).set({ acceptedAt: new Date() }).where(eq(familyInvitations.id, invitation.id));
    const [account] = await tx
      .update(users)
      .set({
        passwordHash,
        activated: true,
        emailConfirmedAt: new Date(),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, invitation.userId), isNull(users.deletedAt)))
      .returning();
    if (!account) throw new AppError('invalidkey');
    await recordAuditEvent(tx, {
      action: 'family.invitation.accept',
      recordType: 'user',
      recordId: account.id,
      summary: `${account.email} accepted the invitation and chose a password`,
      after: accountAuditFields(account),
      actorId: account.id,
    });
    return account;
  });
}

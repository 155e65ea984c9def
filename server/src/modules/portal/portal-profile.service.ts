import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { students, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../audit-log';
import { assertAccountFieldsFree, normaliseAccountFields, rethrowAccountConflict } from '../users';
import { linkedStudents } from './linked-students';

export async function familyProfile(db: Database, userId: number) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const linked = await linkedStudents(db, userId);
  return {
    login: account.login,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone,
    students: linked.map((s) => ({
      id: s.id,
      name: `${s.firstName} ${s.lastName}`,
      allowEmail: s.allowEmail,
      allowSms: s.allowSms,
    })),
  };
}

export type ProfileInput = {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  students?: { id: number; allowEmail: boolean; allowSms: boolean }[];
};

/**
 * Names, e-mail, phone and each linked student's message choices (the same allowEmail / allowSms
 * switch the one-click unsubscribe link turns off). A student not linked to the caller refuses the
 * whole save.
 */
export async function updateFamilyProfile(db: Database, userId: number, input: ProfileInput) {
  const { students: studentChoices, ...accountFields } = input;
  const fields = normaliseAccountFields(accountFields);
  const choices = studentChoices ?? [];
  await db
    .transaction(async (tx) => {
      const linked = new Set((await linkedStudents(tx, userId)).map((s) => s.id));
      if (choices.some((choice) => !linked.has(choice.id)))
        throw new AppError('notfound', { message: 'No such student.' });
      await assertAccountFieldsFree(tx, { email: fields.email, phone: fields.phone }, userId);
      await tx
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, userId));
      if (choices.length === 0) return;
      const before = await tx
        .select({ id: students.id, allowEmail: students.allowEmail, allowSms: students.allowSms })
        .from(students)
        .where(
          inArray(
            students.id,
            choices.map((c) => c.id),
          ),
        );
      for (const choice of choices) {
        const was = before.find((row) => row.id === choice.id);
        if (was?.allowEmail === choice.allowEmail && was?.allowSms === choice.allowSms) continue;
        await tx
          .update(students)
          .set({ allowEmail: choice.allowEmail, allowSms: choice.allowSms, updatedAt: new Date() })
          .where(eq(students.id, choice.id));
        await recordAuditEvent(tx, {
          action: 'student.messages',
          recordType: 'student',
          recordId: choice.id,
          summary: 'Message choices changed by the family on the portal',
          before: { allowEmail: was?.allowEmail, allowSms: was?.allowSms },
          after: { allowEmail: choice.allowEmail, allowSms: choice.allowSms },
          actorId: userId,
        });
      }
    })
    .catch(rethrowAccountConflict);
  return familyProfile(db, userId);
}

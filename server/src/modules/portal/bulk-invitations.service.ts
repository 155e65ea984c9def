/**
 * Bulk invitations from the students list (issue 33): each selected student's own e-mail address is
 * invited through the one invitation service (inviteFamily), one student at a time, each in its own
 * transaction, so one refusal skips that student only. The answer says, per student, who was invited,
 * who was linked at once to an existing family account, and who was skipped and why.
 */
import { inArray } from 'drizzle-orm';
import { students } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { inviteFamily, type MailContext } from './family-accounts.service';

export type BulkInvitationOutcome = {
  studentId: number;
  name: string;
  email: string | null;
  outcome: 'invited' | 'linked' | 'skipped';
  reason: string | null;
};

export async function bulkInviteFamilies(ctx: MailContext, actor: CurrentUser, studentIds: number[]) {
  const ids = [...new Set(studentIds)];
  const rows = await ctx.db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, email: students.email })
    .from(students)
    .where(inArray(students.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results: BulkInvitationOutcome[] = [];
  for (const studentId of ids) {
    const student = byId.get(studentId);
    if (!student) {
      results.push({ studentId, name: '', email: null, outcome: 'skipped', reason: 'No such student' });
      continue;
    }
    const base = { studentId, name: `${student.firstName} ${student.lastName}`, email: student.email };
    if (!student.email) {
      results.push({ ...base, outcome: 'skipped', reason: 'No e-mail address on the student' });
      continue;
    }
    try {
      const invited = await inviteFamily(ctx, actor, studentId, {
        email: student.email,
        firstName: student.firstName,
        lastName: student.lastName,
      });
      results.push({ ...base, outcome: invited.linked ? 'linked' : 'invited', reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ ...base, outcome: 'skipped', reason: error.message });
    }
  }
  return { success: true as const, data: results };
}

import { and, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lowBalanceAlerts, students } from '../../db/schema';
import { renderBuiltIn } from '../email/built-in-templates';
import { centreValues } from '../email/centre-values';
import type { Mailer } from '../mail/mailer';
import { notifyCentreStaff } from '../notices/notices.service';

export const LOW_BALANCE_JOB = 'alerts.low-balance';

/**
 * Finds active students whose balance went under the threshold since the last look: each gets the
 * low-balance e-mail (if they allow e-mail) and staff a notice, once per crossing. A student whose
 * balance is back at or over the threshold (a purchase) is forgotten, so the next crossing counts.
 * It looks every minute instead of hooking every charge: charges are posted in one tuned statement
 * (docs/decisions.md, "One statement per ledger posting"), and this sees refunds and adjustments too.
 */
export async function checkLowBalances(ctx: { db: Database; mailer: Mailer }): Promise<number> {
  const centre = await centreValues(ctx.db);
  const threshold = centre.lowBalanceThreshold;
  await ctx.db
    .delete(lowBalanceAlerts)
    .where(
      inArray(
        lowBalanceAlerts.studentId,
        ctx.db.select({ id: students.id }).from(students).where(gte(students.voucherBalance, threshold)),
      ),
    );
  const crossed = await ctx.db
    .insert(lowBalanceAlerts)
    .select(
      ctx.db
        .select({
          studentId: students.id,
          balance: students.voucherBalance,
          mailed: students.allowEmail,
          createdAt: students.updatedAt,
        })
        .from(students)
        .where(
          and(
            eq(students.status, 'active'),
            lt(students.voucherBalance, threshold),
            notInArray(students.id, ctx.db.select({ id: lowBalanceAlerts.studentId }).from(lowBalanceAlerts)),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ studentId: lowBalanceAlerts.studentId });
  if (crossed.length === 0) return 0;
  const rows = await ctx.db
    .select()
    .from(students)
    .where(
      inArray(
        students.id,
        crossed.map((row) => row.studentId),
      ),
    );
  for (const student of rows) {
    const name = `${student.firstName} ${student.lastName}`;
    await notifyCentreStaff(ctx.db, {
      type: 'notification',
      title: `${name} (${student.studentId}) is under the balance threshold: ${student.voucherBalance}`,
      eventKey: `low-balance:${student.id}:${student.voucherBalance}:${Date.now()}`.slice(0, 100),
    });
    if (!student.allowEmail || !student.email) continue;
    const mail = await renderBuiltIn(ctx.db, 'low-balance', {
      firstName: student.firstName,
      lastName: student.lastName,
      fullName: name,
      studentName: name,
      balance: student.voucherBalance,
      threshold,
      centreName: centre.centreName,
      centreEmail: centre.contactEmail,
      centrePhone: centre.contactPhone,
    });
    await ctx.mailer.send({ to: student.email, ...mail });
  }
  return rows.length;
}

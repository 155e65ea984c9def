import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { lowBalanceAlerts, students, voucherLedgerEntries } from '../../../db/schema';
import type { Mailer, OutgoingMail } from '../../../platform/mail/mailer';
import { notifyCentreStaff } from '../../notices';
import { centreTemplateValues, centreValues, formatMailMoney, renderBuiltIn } from '../email';

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
  // A crossing is a charge that took the balance from at or over the threshold to under it (within a
  // day: older ones were seen by earlier runs). Students who are under without one (new students at
  // zero, a lowered threshold) are recorded silently, so they are not told until a real crossing.
  const crossing = sql<boolean>`exists (select 1 from ${voucherLedgerEntries} e
    where e.student_id = students.id and e.amount < 0 and e.balance_after < ${threshold}
      and e.balance_after - e.amount >= ${threshold} and e.created_at > now() - interval '1 day')`;
  // The claim (the crossing recorded), the staff notice and the student's outbox row commit together:
  // a claim kept after its mail was lost (a crash, a refused write) would silence that crossing for good.
  const result = await ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(lowBalanceAlerts)
      .select(
        tx
          .select({
            studentId: students.id,
            balance: sql<string>`${students.voucherBalance}::text`.as('balance'),
            told: crossing.as('told'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(students)
          .where(
            and(
              eq(students.status, 'active'),
              lt(students.voucherBalance, threshold),
              notInArray(students.id, tx.select({ id: lowBalanceAlerts.studentId }).from(lowBalanceAlerts)),
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ studentId: lowBalanceAlerts.studentId, crossed: lowBalanceAlerts.told });
    const crossed = recorded.filter((row) => row.crossed);
    if (crossed.length === 0) return { told: 0, ids: [] as number[] };
    const rows = await tx
      .select()
      .from(students)
      .where(
        inArray(
          students.id,
          crossed.map((row) => row.studentId),
        ),
      );
    const mails: OutgoingMail[] = [];
    for (const student of rows) {
      const name = `${student.firstName} ${student.lastName}`;
      const balance = formatMailMoney(student.voucherBalance, centre);
      await notifyCentreStaff(tx, {
        type: 'notification',
        title: `${name} (${student.studentId}) is under the balance threshold: ${balance}`,
      });
      if (!student.allowEmail || !student.email) continue;
      const mail = await renderBuiltIn(tx, 'low-balance', {
        firstName: student.firstName,
        lastName: student.lastName,
        fullName: name,
        studentName: name,
        balance,
        threshold: formatMailMoney(threshold, centre),
        ...centreTemplateValues(centre),
      });
      mails.push({ to: student.email, ...mail });
    }
    return { told: rows.length, ids: await ctx.mailer.write(tx, mails) };
  });
  await ctx.mailer.deliver(result.ids);
  return result.told;
}

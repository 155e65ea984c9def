import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { lowBalanceAlerts, mailEvents, students } from '../../src/db/schema';
import { centreValues } from '../../src/modules/email/centre-values';

/**
 * The demo's history happened before it was seeded: the automatic mails it would earn (feedback
 * available, lessons booked, balances under the threshold) are not due now. Left pending, the first
 * start with SMTP_URL set mailed about 55 of them to the demo's invented addresses at once (issue 31).
 * The events are marked handled and the low balances recorded as already seen, as the jobs would
 * have left them had the centre been running; what happens in the demo after the seed mails as usual.
 */
export async function settleDemoMail(db: Database): Promise<void> {
  await db.update(mailEvents).set({ handledAt: sql`now()` }).where(isNull(mailEvents.handledAt));
  const { lowBalanceThreshold } = await centreValues(db);
  await db
    .insert(lowBalanceAlerts)
    .select(
      db
        .select({
          studentId: students.id,
          balance: sql<string>`${students.voucherBalance}::text`.as('balance'),
          told: sql<boolean>`false`.as('told'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(students)
        .where(and(eq(students.status, 'active'), lt(students.voucherBalance, lowBalanceThreshold))),
    )
    .onConflictDoNothing();
}

import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type ScheduleRow, scheduleChanges, schedules } from '../../db/schema';
import { sameAmount } from '../../lib/money';

/**
 * A planned lesson's price is what each attending student is charged at confirmation: a change to it
 * (typed, worked out again from a new rate, or following a new length) goes on the lesson's history,
 * which the audit trail reads, in the transaction of the change.
 */
export async function recordPriceChanges(tx: Transaction, before: ScheduleRow[], actorId: number) {
  if (before.length === 0) return;
  const now = await tx
    .select({ id: schedules.id, price: schedules.price })
    .from(schedules)
    .where(
      inArray(
        schedules.id,
        before.map((lesson) => lesson.id),
      ),
    );
  const was = new Map(before.map((lesson) => [lesson.id, lesson.price]));
  const changed = now.filter((lesson) => {
    const old = was.get(lesson.id);
    return old !== undefined && !sameAmount(old, lesson.price);
  });
  if (changed.length === 0) return;
  await tx.insert(scheduleChanges).values(
    changed.map((lesson) => ({
      scheduleId: lesson.id,
      action: 'price-change',
      reason: `Price ${was.get(lesson.id)} → ${lesson.price}`,
      before: { price: was.get(lesson.id) },
      after: { price: lesson.price },
      changedBy: actorId,
    })),
  );
}

import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referrals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { orderByOf, pageOf, textOrder } from '../../lib/paging';
import { anyColumnContains } from '../../lib/search';
import { changedFields, recordAuditEvent } from '../audit-log';
import type { ReferralInput, ReferralListQuery } from './referrals.schemas';

const SORTABLE = { referrer: textOrder(referrals.referrer), createdAt: referrals.createdAt };

/**
 * Counted per row through the students' referral index, so a page costs one query whatever its size.
 * Written with table names: Drizzle leaves columns unqualified in a one-table select, and a bare
 * "id" inside the subquery would mean the student's id.
 */
const studentCount = sql<number>`(select count(*)::int from students where students.referral_id = referrals.id)`;
const withStudentCount = { ...getTableColumns(referrals), studentCount };

type ReferralWithCount = typeof referrals.$inferSelect & { studentCount: number };

export function toReferral(row: ReferralWithCount) {
  return {
    id: row.id,
    referrer: row.referrer,
    comments: row.comments,
    studentCount: row.studentCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listReferrals(db: Database, query: ReferralListQuery) {
  const where = query.keyword ? anyColumnContains(query.keyword, [referrals.referrer, referrals.comments]) : undefined;
  return pageOf(
    query,
    (limit, offset) =>
      db
        .select(withStudentCount)
        .from(referrals)
        .where(where)
        .orderBy(...orderByOf(query.sort, SORTABLE, desc(referrals.createdAt), referrals.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(referrals).where(where),
    toReferral,
  );
}

export async function getReferral(db: Database, id: number) {
  const [row] = await db.select(withStudentCount).from(referrals).where(eq(referrals.id, id));
  if (!row) throw new AppError('notfound', { message: 'This referral does not exist.' });
  return toReferral(row);
}

export async function createReferral(db: Database, input: ReferralInput, actor: CurrentUser) {
  const values = { referrer: input.referrer, comments: input.comments || null };
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(referrals).values(values).returning();
    await recordAuditEvent(tx, {
      action: 'referral.create',
      recordType: 'referral',
      recordId: created.id,
      summary: input.referrer,
      after: values,
      actorId: actor.id,
    });
    return created;
  });
  return toReferral({ ...row, studentCount: 0 });
}

export async function updateReferral(db: Database, id: number, input: ReferralInput, actor: CurrentUser) {
  const values = { referrer: input.referrer, comments: input.comments || null };
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(referrals).where(eq(referrals.id, id)).for('update');
    if (!current) throw new AppError('notfound', { message: 'This referral does not exist.' });
    await tx
      .update(referrals)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(referrals.id, id));
    const changed = changedFields({ referrer: current.referrer, comments: current.comments }, values);
    if (Object.keys(changed.after).length > 0)
      await recordAuditEvent(tx, {
        action: 'referral.update',
        recordType: 'referral',
        recordId: id,
        summary: input.referrer,
        ...changed,
        actorId: actor.id,
      });
  });
  return getReferral(db, id);
}

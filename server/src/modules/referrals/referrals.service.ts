import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { referrals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orderByOf, pageOf, textOrder } from '../../lib/paging';
import { anyColumnContains } from '../../lib/search';
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

export async function createReferral(db: Database, input: ReferralInput) {
  const [row] = await db
    .insert(referrals)
    .values({ referrer: input.referrer, comments: input.comments || null })
    .returning();
  return toReferral({ ...row, studentCount: 0 });
}

export async function updateReferral(db: Database, id: number, input: ReferralInput) {
  const [row] = await db
    .update(referrals)
    .set({ referrer: input.referrer, comments: input.comments || null, updatedAt: new Date() })
    .where(eq(referrals.id, id))
    .returning({ id: referrals.id });
  if (!row) throw new AppError('notfound', { message: 'This referral does not exist.' });
  return getReferral(db, id);
}

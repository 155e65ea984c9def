/**
 * The students list's totals, cached: counting 20,000 students takes the database a few milliseconds
 * on every page of every list, while the answer changes only when a student is added or removed, or
 * changes status or referral. Triggers (migration 0004) notify `student_counts_changed` on each such
 * committed change. Only totals filtered on those columns are kept: a keyword or a balance filter is
 * counted every time.
 */
import { NotifiedCache } from '../../lib/notified-cache';
import type { StudentListQuery } from './students.schemas';

export type StudentCountCache = NotifiedCache<number>;

export const createStudentCountCache = (): StudentCountCache =>
  new NotifiedCache<number>({
    channel: 'student_counts_changed',
    sizeOf: () => 1,
    maxSize: 1_000,
    maxEntrySize: 1,
    // A safety net only: every change empties the cache long before this.
    maxAgeMs: 5 * 60_000,
  });

/** The cache key of the list's total, or null when its filters read columns no trigger watches. */
export function studentCountKey(query: StudentListQuery): string | null {
  if (query.keyword || query.balanceBelow !== undefined) return null;
  return [query.status ?? '', query.statuses ?? '', query.referralId ?? ''].join('|');
}

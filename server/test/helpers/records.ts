/** Rows inserted straight into the database (bypassing the API under test) for tests of every domain. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  type CourseRow,
  courses,
  referrals,
  type StudentRow,
  students,
  type TermRow,
  terms,
  voucherLedgerEntries,
} from '../../src/db/schema';

let sequence = 0;
const next = () => ++sequence;

export async function insertCourse(
  db: Database,
  values: Partial<typeof courses.$inferInsert> = {},
): Promise<CourseRow> {
  const n = next();
  const [row] = await db
    .insert(courses)
    .values({ name: `Course ${n}`, school: 'North School', number: `C${n}`, ...values })
    .returning();
  return row;
}

export async function insertReferral(db: Database, referrer = `Referrer ${next()}`) {
  const [row] = await db.insert(referrals).values({ referrer }).returning();
  return row;
}

/** A student with a zero balance (balances only move through the ledger). */
export async function insertStudent(
  db: Database,
  values: Partial<Omit<typeof students.$inferInsert, 'voucherBalance'>> = {},
): Promise<StudentRow> {
  const n = next();
  const [row] = await db
    .insert(students)
    .values({ studentId: `T${String(n).padStart(6, '0')}`, firstName: 'Stu', lastName: `Dent${n}`, ...values })
    .returning();
  return row;
}

export async function insertTerm(
  db: Database,
  values: Partial<typeof terms.$inferInsert> & { courseId: number },
): Promise<TermRow> {
  const [row] = await db
    .insert(terms)
    .values({ startDate: '2026-09-01', endDate: '2026-12-20', school: 'North School', ...values })
    .returning();
  return row;
}

/**
 * The ledger's invariants for every student: the cached balance equals the sum of the entries, and
 * each entry's balanceAfter is the running sum in entry order. Returns the problems found (none = []).
 */
export async function ledgerProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const all = await db.select().from(students);
  for (const student of all) {
    const entries = await db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.studentId, student.id))
      .orderBy(voucherLedgerEntries.id);
    const [{ sum }] = await db
      .select({ sum: sql<string>`coalesce(sum(${voucherLedgerEntries.amount}), 0)::numeric(12,2)::text` })
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.studentId, student.id));
    if (sum !== student.voucherBalance)
      problems.push(`student ${student.id}: balance ${student.voucherBalance}, entries sum to ${sum}`);
    let running = 0n;
    for (const entry of entries) {
      running += cents(entry.amount);
      if (running !== cents(entry.balanceAfter))
        problems.push(`entry ${entry.id}: balanceAfter ${entry.balanceAfter}, running sum ${formatCents(running)}`);
    }
  }
  return problems;
}

/** "12.30" → 1230n: exact, for comparing money in tests. */
export function cents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

export function formatCents(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { students } from '../../db/schema';

const PREFIX = 'S';
const DIGITS = 6;
/** Any number key for pg_advisory_xact_lock, unique to student numbering. */
const NUMBERING_LOCK = 0x5354_4e4f; // "STNO"

/**
 * Makes every transaction that writes a student number take turns (until it commits), so the
 * "is this number free?" check and the next automatic number both see every number in use and the
 * unique index is only a backstop. Students are created rarely; the wait is never felt.
 */
export async function lockStudentNumbers(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`);
}

/**
 * The next automatic student number, under `lockStudentNumbers`: one past the highest "S" + digits
 * number in use, padded to six digits ("S000124"). Hand-typed numbers of another shape are ignored.
 */
export async function nextStudentNumber(tx: Transaction): Promise<string> {
  const [{ highest }] = await tx
    .select({ highest: sql<number | string | null>`max(substring(${students.studentId} from 2)::int)` })
    .from(students)
    .where(sql`${students.studentId} ~ ${`^${PREFIX}[0-9]{1,9}$`}`);
  return `${PREFIX}${String(Number(highest ?? 0) + 1).padStart(DIGITS, '0')}`;
}

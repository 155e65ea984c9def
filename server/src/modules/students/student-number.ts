import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { students } from '../../db/schema';
import { fieldError } from '../../lib/app-error';
import { STUDENT_NUMBER_MAX } from './students.schemas';

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
 * The scan takes every length the column holds and counts in numeric, never int or a JS number: any
 * number it ever gave (S1000000000 after a typed S999999999) is seen next time, so it never repeats one.
 */
export async function nextStudentNumber(tx: Transaction): Promise<string> {
  const [{ next }] = await tx
    .select({ next: sql<string>`(coalesce(max(substring(${students.studentId} from 2)::numeric), 0) + 1)::text` })
    .from(students)
    .where(sql`${students.studentId} ~ ${`^${PREFIX}[0-9]+$`}`);
  const number = `${PREFIX}${next.padStart(DIGITS, '0')}`;
  if (number.length > STUDENT_NUMBER_MAX) {
    throw fieldError('conflict', 'studentId', 'No automatic Student ID is left: please type one');
  }
  return number;
}

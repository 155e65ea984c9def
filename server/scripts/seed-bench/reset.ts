/** What a bench seed replaces, and the bookkeeping after inserting rows with explicit ids. */
import type { Row, SeedContext } from './context';
import { deleteBenchAccounts } from './people';

/** Tables the bench fills completely. */
export const BENCH_TABLES = [
  'teacher_pay_records',
  'schedule_changes',
  'schedule_students',
  'schedules',
  'schedule_series',
  'teacher_availability_exceptions',
  'teacher_availability_slots',
  'voucher_ledger_entries',
  'voucher_purchases',
  'term_registers',
  'terms',
  'course_teachers',
  'courses',
  'family_links',
  'students',
  'referrals',
];

/** Tables whose ids the generators set themselves (ids 1…n make cross-references plain arithmetic). */
const TABLES_WITH_EXPLICIT_IDS = [
  'voucher_ledger_entries',
  'voucher_purchases',
  'term_registers',
  'terms',
  'courses',
  'students',
  'referrals',
  'schedules',
];

/** Row counts of the bench tables that hold anything. */
export async function occupiedTables(run: SeedContext['run']): Promise<Row> {
  const counts = BENCH_TABLES.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(', ');
  const [row] = await run(`SELECT ${counts}`);
  return Object.fromEntries(Object.entries(row).filter(([, n]) => Number(n) > 0));
}

/**
 * Empties the bench tables (restarting their ids) and removes the bench accounts. Accounts without the
 * bench e-mail domain, and the teacher profiles of real teachers, are left alone.
 */
export async function clearBenchData(run: SeedContext['run']) {
  await run(`TRUNCATE ${BENCH_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await deleteBenchAccounts({ run });
}

/** After explicit ids, the identity sequences must continue after the largest one, or the app's next insert fails. */
export async function advanceIdentities(run: SeedContext['run']) {
  for (const table of TABLES_WITH_EXPLICIT_IDS) {
    await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) FROM ${table}`);
  }
}

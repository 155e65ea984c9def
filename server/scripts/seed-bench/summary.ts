/** The printed result of a bench seed: what was made, and whether the ledger sample holds. */
import { BENCH_EMAIL_PATTERN, type SeedContext } from './context';
import type { LedgerCheck } from './ledger';

const COUNTS: [label: string, sql: string][] = [
  ['teacher accounts', `SELECT count(*) FROM users WHERE role = 'ROLE_TEACHER' AND email LIKE ${BENCH_EMAIL_PATTERN}`],
  ['courses', 'SELECT count(*) FROM courses'],
  ['course–teacher links', 'SELECT count(*) FROM course_teachers'],
  ['referrals', 'SELECT count(*) FROM referrals'],
  ['students', 'SELECT count(*) FROM students'],
  ['  of them active', `SELECT count(*) FROM students WHERE status = 'active'`],
  ['voucher purchases', 'SELECT count(*) FROM voucher_purchases'],
  ['  with a gift', 'SELECT count(*) FROM voucher_purchases WHERE gift_amount > 0'],
  ['ledger entries', 'SELECT count(*) FROM voucher_ledger_entries'],
  ['terms', 'SELECT count(*) FROM terms'],
  ['term registers', 'SELECT count(*) FROM term_registers'],
  ['  paid', 'SELECT count(*) FROM term_registers WHERE paid'],
  ['lessons', 'SELECT count(*) FROM schedules'],
  ['  confirmed', `SELECT count(*) FROM schedules WHERE status = 'CONFIRMED'`],
  ['lesson bookings', 'SELECT count(*) FROM schedule_students'],
  ['teacher pay records', 'SELECT count(*) FROM teacher_pay_records'],
];

export async function printSummary(run: SeedContext['run'], check: LedgerCheck) {
  const select = COUNTS.map(([, query], i) => `(${query})::int AS c${i}`).join(', ');
  const [row] = await run(`SELECT ${select}`);
  for (const [i, [label]] of COUNTS.entries()) {
    console.log(`  ${label.padEnd(22)} ${Number(row[`c${i}`]).toLocaleString('en-CA').padStart(9)}`);
  }
  const problems = check.badBalances + check.badRunning + check.badPurchases;
  console.log(
    `Ledger check on ${check.students} students (${check.entries} entries): ` +
      (problems === 0
        ? 'balances = sum of entries, running balances and purchase balances all consistent.'
        : `${check.badBalances} wrong balances, ${check.badRunning} wrong running balances, ${check.badPurchases} wrong purchase balances.`),
  );
}

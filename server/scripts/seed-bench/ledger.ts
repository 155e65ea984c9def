/**
 * Voucher purchases and the whole voucher ledger in one statement: every balance change (purchases,
 * their gifts, and the charges other generators describe as a `LedgerSource`) is put in time order,
 * numbered, and given its running balance per student by a window sum, so the invariants hold by
 * construction: entries in id order add up to each `balance_after`, a purchase's `current_balance` is
 * the balance after its own entries, and `students.voucher_balance` is the sum of the student's entries.
 */
import { HISTORY_DAYS, type SeedContext } from './context';
import { between, chance, pick } from './sql-kit';

/**
 * A SELECT of balance changes with exactly these columns: student_id, at (timestamptz), source (a small
 * number ordering sources that share a timestamp), source_id, step (order within one source row),
 * kind, amount (signed), reason, purchase_id, term_register_id, schedule_id, created_by.
 * The scheduling issue adds lesson charges as one more source.
 */
export type LedgerSource = { name: string; select: string };

const PURCHASE_TYPES = ['CASH', 'CARD', 'CARD', 'E_TRANSFER', 'E_TRANSFER', 'CHEQUE', 'OTHER'];
const VOUCHER_AMOUNTS = ['100', '200', '250', '300', '500', '500', '800', '1000'];
const PURCHASE_NOTES = ['Paid at front desk', 'Family package', 'Renewal', 'Referral promotion'];

/** The entry order: time, then source, then the source's row, then the step within it. */
const ENTRY_ORDER = 'ORDER BY at, source, source_id, step';

export async function seedVoucherLedger(ctx: SeedContext, sources: LedgerSource[]) {
  const { voucherPurchases, students } = ctx.sizes;
  const otherEvents = sources.map((source) => `UNION ALL ${source.select}`).join('\n');
  await ctx.run(`
    WITH generated AS (
      SELECT g, ${between(1, students, 'buyer', 'g')} AS student_id,
        ((current_date - ${between(0, HISTORY_DAYS, 'purchase-day', 'g')})
          + make_interval(mins => ${between(9 * 60, 20 * 60, 'purchase-minute', 'g')}))::timestamptz AS at,
        ${pick(PURCHASE_TYPES, 'purchase-type', 'g')} AS type,
        ${pick(VOUCHER_AMOUNTS, 'purchase-amount', 'g')}::numeric(12,2) AS voucher_amount
      FROM generate_series(1, ${voucherPurchases}) g
    ),
    purchase AS (
      SELECT row_number() OVER (ORDER BY at, g) AS id, student_id, at, type, voucher_amount,
        CASE WHEN ${chance(25, 'gift', 'g')}
          THEN round(voucher_amount * ${between(5, 10, 'gift-percent', 'g')} / 100, 2) ELSE 0 END AS gift_amount,
        CASE WHEN ${chance(15, 'purchase-note', 'g')} THEN ${pick(PURCHASE_NOTES, 'purchase-note-text', 'g')} END
          AS comments
      FROM generated
    ),
    event AS (
      SELECT student_id, at, 1 AS source, id AS source_id, 0 AS step, 'purchase' AS kind, voucher_amount AS amount,
        'Voucher purchase #' || id || coalesce(': ' || comments, '') AS reason,
        id AS purchase_id, NULL::int AS term_register_id, NULL::int AS schedule_id, ${ctx.adminId} AS created_by
      FROM purchase
      UNION ALL
      SELECT student_id, at, 1, id, 1, 'gift', gift_amount, 'Gift with voucher purchase #' || id,
        id, NULL, NULL, ${ctx.adminId}
      FROM purchase WHERE gift_amount > 0
      ${otherEvents}
    ),
    entry AS (
      SELECT row_number() OVER (${ENTRY_ORDER}) AS id, event.*,
        sum(amount) OVER (PARTITION BY student_id ${ENTRY_ORDER}) AS balance_after
      FROM event
    ),
    purchases_inserted AS (
      INSERT INTO voucher_purchases (id, student_id, type, purchase_date, comments, voucher_amount, gift_amount,
        current_balance, created_by, created_at) OVERRIDING SYSTEM VALUE
      SELECT p.id, p.student_id, p.type::payment_type, p.at::date, p.comments, p.voucher_amount, p.gift_amount,
        e.balance_after + p.gift_amount, ${ctx.adminId}, p.at
      FROM purchase p JOIN entry e ON e.purchase_id = p.id AND e.step = 0
    )
    INSERT INTO voucher_ledger_entries (id, student_id, kind, amount, balance_after, reason, purchase_id,
      term_register_id, schedule_id, created_by, created_at) OVERRIDING SYSTEM VALUE
    SELECT id, student_id, kind::ledger_kind, amount, balance_after, reason, purchase_id, term_register_id,
      schedule_id, created_by, at
    FROM entry`);
  await ctx.run(`
    UPDATE students s SET voucher_balance = b.total
    FROM (SELECT student_id, sum(amount) AS total FROM voucher_ledger_entries GROUP BY student_id) b
    WHERE s.id = b.student_id`);
}

export type LedgerCheck = {
  students: number;
  entries: number;
  badBalances: number;
  badRunning: number;
  badPurchases: number;
};

/**
 * The invariants `ledgerProblems` (server/test/helpers/records.ts) checks, in SQL over every k-th
 * student so it stays quick at any scale.
 */
export async function checkLedgerSample(run: SeedContext['run'], every: number): Promise<LedgerCheck> {
  const [row] = await run(`
    WITH sample AS (SELECT id, voucher_balance FROM students WHERE id % ${every} = 0),
    entry AS (
      SELECT e.student_id, e.id, e.purchase_id, e.amount, e.balance_after,
        sum(e.amount) OVER (PARTITION BY e.student_id ORDER BY e.id) AS running,
        row_number() OVER (PARTITION BY e.purchase_id ORDER BY e.id DESC) AS from_last
      FROM voucher_ledger_entries e WHERE e.student_id IN (SELECT id FROM sample)
    )
    SELECT (SELECT count(*) FROM sample)::int AS students,
      (SELECT count(*) FROM entry)::int AS entries,
      (SELECT count(*) FROM sample s WHERE s.voucher_balance <>
         coalesce((SELECT sum(amount) FROM entry e WHERE e.student_id = s.id), 0))::int AS "badBalances",
      (SELECT count(*) FROM entry WHERE balance_after <> running)::int AS "badRunning",
      (SELECT count(*) FROM voucher_purchases p JOIN entry e ON e.purchase_id = p.id AND e.from_last = 1
         WHERE p.current_balance <> e.balance_after)::int AS "badPurchases"`);
  return row as LedgerCheck;
}

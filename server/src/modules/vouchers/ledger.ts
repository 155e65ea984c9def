/**
 * The voucher ledger: the only code that changes a student's voucher balance. Other modules (term
 * registers, lessons) post through `postLedgerEntry`; this file is the vouchers module's public API.
 *
 * Concurrency: the student's row is locked (`FOR NO KEY UPDATE`, which is also the lock an UPDATE of
 * the balance takes) before the balance is read, so postings to one student queue up and none is
 * lost; postings to different students do not wait for each other. NO KEY UPDATE rather than UPDATE: a transaction that first inserts a row referencing the
 * student (a purchase, a term register) holds the foreign key's KEY SHARE lock on the student, which
 * FOR UPDATE would conflict with, so two such transactions would deadlock; NO KEY UPDATE does not.
 * Amounts are decimal strings and all arithmetic happens in PostgreSQL's numeric: no floats.
 */
import { asc, eq, inArray, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type LedgerKind, students, voucherLedgerEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MAX_AMOUNT, MAX_AMOUNT_TEXT } from '../../lib/money';
import * as rollups from '../rollups';

export type LedgerPosting = {
  studentId: number;
  kind: LedgerKind;
  /** Signed decimal string: purchases and gifts positive, charges and refunds negative, adjustments either. */
  amount: string;
  reason: string;
  createdBy: number | null;
  purchaseId?: number;
  termRegisterId?: number;
  scheduleId?: number;
  reversesEntryId?: number;
  /** The request's field the amount came from (e.g. "voucherAmount"), named when the posting is refused. */
  amountField?: string;
};

const SIGN_BY_KIND: Record<LedgerKind, 'positive' | 'negative' | 'non-zero'> = {
  purchase: 'positive',
  gift: 'positive',
  charge: 'negative',
  refund: 'negative',
  adjustment: 'non-zero',
  // A balance brought over from the centre's previous system (an import): a debt is kept as one.
  opening: 'non-zero',
};

const isNegative = (amount: string) => amount.trim().startsWith('-');

/**
 * Whether a posting may leave the balance below zero. A charge may: the lesson or term was given and
 * the debt must show (it is flagged on the dashboard). Any other posting that takes vouchers away (a
 * refund, a negative adjustment, the reversal of a purchase or gift) may not take out more than the
 * student holds. A posting that adds vouchers is always allowed, even while the balance stays below
 * zero, since it only reduces the debt. An opening balance may be a debt brought over. See docs/decisions.md.
 */
function mayLeaveBelowZero(posting: LedgerPosting): boolean {
  return posting.kind === 'charge' || posting.kind === 'opening' || !isNegative(posting.amount);
}

function assertSign(posting: LedgerPosting) {
  const negative = isNegative(posting.amount);
  const zero = /^-?0*(\.0*)?$/.test(posting.amount.trim());
  const expected = SIGN_BY_KIND[posting.kind];
  const ok = zero ? false : expected === 'non-zero' || (expected === 'negative') === negative;
  // A programming error, not bad input: callers validate amounts before posting.
  if (!ok) throw new Error(`A ${posting.kind} ledger entry must be ${expected}, got ${posting.amount}`);
}

/** Locks the student's balance for the rest of the transaction; 404 when there is no such student. */
export async function lockStudentBalance(tx: Transaction, studentId: number): Promise<string> {
  const [row] = await tx
    .select({ balance: students.voucherBalance })
    .from(students)
    .where(eq(students.id, studentId))
    .for('no key update');
  if (!row) throw new AppError('notfound', { message: 'This student does not exist.' });
  return row.balance;
}

/**
 * Locks several students' balances in id order, the order every posting to several students follows
 * (lessonChargeCtes), so a caller that will post to them one by one in another order cannot deadlock
 * with a lesson's charges. Unknown ids are skipped: the postings themselves report them.
 */
export async function lockStudentBalances(tx: Transaction, studentIds: number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await tx
    .select({ id: students.id })
    .from(students)
    .where(inArray(students.id, studentIds))
    .orderBy(asc(students.id))
    .for('no key update');
}

/**
 * Whether `balance` moved by `amount` stays within what a balance can hold either way (MAX_AMOUNT:
 * balances are numeric(12,2)), so the ledger refuses the posting instead of PostgreSQL refusing the
 * statement (a 500). Part of every posting's UPDATE, and of the read that says why one was refused.
 */
const staysInRange = (balance: SQLWrapper, amount: SQL) =>
  sql<boolean>`abs(${balance} + ${amount}) <= ${MAX_AMOUNT}::numeric`;

/** The refusal of a posting that would take the balance out of range, naming the amount's field. */
function balanceOutOfRange(posting: LedgerPosting, held: string): AppError {
  const amount = posting.amount.trim();
  const [past, change] = isNegative(amount)
    ? [`below -${MAX_AMOUNT_TEXT}`, `takes away ${amount.slice(1)}`]
    : [`above ${MAX_AMOUNT_TEXT}`, `adds ${amount}`];
  const field = posting.amountField;
  return new AppError('ruleviolated', {
    message: `The voucher balance cannot go ${past}: the student holds ${held} and this ${change}.`,
    fieldErrors: field ? [{ field, message: `would take the voucher balance ${past}` }] : undefined,
  });
}

/** What a posting wrote: its entry's id and the balance right after it. */
export type PostedEntry = { id: number; balanceAfter: string };

const optionalId = (id: number | null | undefined) => sql`${id ?? null}::integer`;

/**
 * Appends one entry and moves the cached balance with it, inside the caller's transaction, in ONE
 * statement: the UPDATE takes the student's row lock (the same NO KEY UPDATE lock as above, so
 * postings to one student queue up) and hands the new balance to the INSERT. A posting the below-zero
 * rule or staysInRange refuses changes nothing (both are part of the UPDATE), so even a caller that
 * catches the error and carries on cannot leave a balance without its entry.
 */
export async function postLedgerEntry(tx: Transaction, posting: LedgerPosting): Promise<PostedEntry> {
  assertSign(posting);
  const amount = sql`${posting.amount}::numeric`;
  const staysAboveZero = mayLeaveBelowZero(posting) ? sql`` : sql`and ${students.voucherBalance} + ${amount} >= 0`;
  const { rows } = await tx.execute<{ id: number; balance_after: string }>(sql`
    with moved as (
      update ${students} set voucher_balance = voucher_balance + ${amount}, updated_at = now()
      where ${students.id} = ${posting.studentId} ${staysAboveZero}
        and ${staysInRange(students.voucherBalance, amount)}
      returning voucher_balance
    )
    insert into ${voucherLedgerEntries}
      (student_id, kind, amount, balance_after, reason, created_by, purchase_id, term_register_id, schedule_id, reverses_entry_id)
    select ${posting.studentId}::integer, ${posting.kind}::ledger_kind, ${amount}, voucher_balance, ${posting.reason}::text,
      ${optionalId(posting.createdBy)}, ${optionalId(posting.purchaseId)}, ${optionalId(posting.termRegisterId)},
      ${optionalId(posting.scheduleId)}, ${optionalId(posting.reversesEntryId)}
    from moved
    returning id, balance_after::text`);
  const [posted] = rows;
  if (posted) {
    await rollups.recordLedgerEntries(tx, [Number(posted.id)]);
    return { id: Number(posted.id), balanceAfter: posted.balance_after };
  }
  // Nothing written: no such student, or a rule refused. Only this path reads the balance back.
  const [student] = await tx
    .select({
      held: students.voucherBalance,
      inRange: staysInRange(students.voucherBalance, amount),
    })
    .from(students)
    .where(eq(students.id, posting.studentId))
    .for('no key update');
  if (!student) throw new AppError('notfound', { message: 'This student does not exist.' });
  const { held } = student;
  if (!student.inRange) throw balanceOutOfRange(posting, held);
  throw new AppError('ruleviolated', {
    message: `The voucher balance cannot go below zero: the student holds ${held} and this takes away ${posting.amount.trim().slice(1)}.`,
  });
}

/** One lesson's charge of the same amount to several students (the present ones). */
export type LessonCharges = {
  studentIds: number[];
  /** The lesson price as a positive decimal string; each entry is its negative. */
  price: string;
  reason: string;
  scheduleId: number;
  createdBy: number | null;
};

/**
 * What the charge CTEs are given: the distinct students in id order, the signed amount, and the labels.
 * Null when nobody is charged. Checked here, once, whether the values then go into a statement built
 * for them or into the placeholders of one built before.
 */
export type LessonChargeValues = {
  studentIds: number[];
  /** Negative: -price. */
  amount: string;
  reason: string;
  scheduleId: number;
  createdBy: number | null;
};

export function lessonChargeValues(charges: LessonCharges): LessonChargeValues | null {
  const studentIds = [...new Set(charges.studentIds)].sort((a, b) => a - b);
  if (studentIds.length === 0) return null;
  const amount = `-${charges.price}`;
  assertSign({
    kind: 'charge',
    amount,
    studentId: studentIds[0],
    reason: charges.reason,
    createdBy: charges.createdBy,
  });
  return { studentIds, amount, reason: charges.reason, scheduleId: charges.scheduleId, createdBy: charges.createdBy };
}

/** Each of LessonChargeValues, or a placeholder that stands for it in a statement built once. */
export type LessonChargeParams = { [K in keyof LessonChargeValues]: LessonChargeValues[K] | Placeholder };

/**
 * postLedgerEntry for every student of a lesson at once, as three CTEs of ONE statement, so a caller
 * can also add them to its own statement (the teacher confirmation writes the lesson in the same one).
 * The students are first locked in id order (`charge_locked`: PostgreSQL never folds a CTE with a
 * row lock into its caller, so the locks are taken there, in that order), the order every posting of
 * a lesson follows, so two lessons sharing students queue instead of deadlocking. `charge_moved` then
 * moves each balance (charges may leave it below zero, see mayLeaveBelowZero) and `charged` writes
 * each entry, returning (id, balance_after). The students go in as one array, so a statement with
 * placeholders serves any number of them.
 */
export function lessonChargeCtes(tx: Transaction, params: LessonChargeParams) {
  const amount = sql`${params.amount}::numeric`;
  // One parameter for the whole array: a bare array in a sql template would become a list of them.
  const ids = sql.param(params.studentIds);
  const locked = tx
    .$with('charge_locked', {})
    .as(sql`select id from ${students} where id = any(${ids}::integer[]) order by id for no key update`);
  const moved = tx.$with('charge_moved', {}).as(sql`
    update ${students} s set voucher_balance = s.voucher_balance + ${amount}, updated_at = now()
    from charge_locked where s.id = charge_locked.id and ${staysInRange(sql`s.voucher_balance`, amount)}
    returning s.id, s.voucher_balance`);
  const entry = {
    id: sql<number>`id`.mapWith(Number).as('id'),
    balanceAfter: sql<string>`balance_after`.as('balance_after'),
  };
  const charged = tx.$with('charged', entry).as(sql`
    insert into ${voucherLedgerEntries} (student_id, kind, amount, balance_after, reason, created_by, schedule_id)
    select id, 'charge', ${amount}, voucher_balance, ${params.reason}::text, ${params.createdBy}::integer,
      ${params.scheduleId}::integer
    from charge_moved order by id
    returning id, balance_after::text`);
  return { ctes: [locked, moved, charged], charged };
}

/**
 * Every charge was written: the statement returned one entry per student charged. If not, the error
 * rolls the caller's transaction back; only this path reads the students again, to say why: a charge
 * that would take a balance out of range (a 422 naming the student), or a student that is gone.
 */
export async function assertAllCharged(tx: Transaction, charged: LessonChargeValues | null, written: number) {
  if (!charged || written === charged.studentIds.length) return;
  const amount = sql`${charged.amount}::numeric`;
  const rows = await tx
    .select({
      studentNumber: students.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      held: students.voucherBalance,
      inRange: staysInRange(students.voucherBalance, amount),
    })
    .from(students)
    .where(inArray(students.id, charged.studentIds))
    .orderBy(asc(students.id));
  const tooFar = rows.find((row) => !row.inRange);
  if (!tooFar || rows.length < charged.studentIds.length) {
    throw new AppError('notfound', { message: 'This student does not exist.' });
  }
  const who = `${tooFar.studentNumber} ${tooFar.firstName} ${tooFar.lastName}`;
  const message = `${who}: the voucher balance cannot go below -${MAX_AMOUNT_TEXT}`;
  throw new AppError('ruleviolated', {
    message: `${message}: the student holds ${tooFar.held} and this lesson's charge takes away ${charged.amount.slice(1)}.`,
    fieldErrors: [{ field: 'attendance', message }],
  });
}

/** lessonChargeCtes on its own: the entries written; an unknown student is a 404 (the caller rolls back). */
export async function postLessonCharges(tx: Transaction, charges: LessonCharges): Promise<PostedEntry[]> {
  const values = lessonChargeValues(charges);
  if (!values) return [];
  const posting = lessonChargeCtes(tx, values);
  const rows = await tx
    .with(...posting.ctes)
    .select()
    .from(posting.charged);
  await assertAllCharged(tx, values, rows.length);
  await rollups.recordLedgerEntries(
    tx,
    rows.map((row) => row.id),
  );
  return rows;
}

/**
 * Undoes an entry with an opposite `adjustment` that names it, so the history shows both the mistake
 * and its correction. Reversing twice is refused.
 */
export async function postReversal(
  tx: Transaction,
  entryId: number,
  reason: string,
  createdBy: number | null,
): Promise<PostedEntry> {
  const [original] = await tx.select().from(voucherLedgerEntries).where(eq(voucherLedgerEntries.id, entryId));
  if (!original) throw new AppError('notfound', { message: 'This ledger entry does not exist.' });
  await lockStudentBalance(tx, original.studentId);
  const [already] = await tx
    .select({ id: voucherLedgerEntries.id })
    .from(voucherLedgerEntries)
    .where(eq(voucherLedgerEntries.reversesEntryId, entryId));
  if (already) throw new AppError('ruleviolated', { message: 'This ledger entry has already been reversed.' });
  const amount = original.amount.startsWith('-') ? original.amount.slice(1) : `-${original.amount}`;
  return postLedgerEntry(tx, {
    studentId: original.studentId,
    kind: 'adjustment',
    amount,
    reason,
    createdBy,
    reversesEntryId: entryId,
    termRegisterId: original.termRegisterId ?? undefined,
    scheduleId: original.scheduleId ?? undefined,
  });
}

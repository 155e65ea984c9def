import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { students, voucherLedgerEntries } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { fields } from '../../../lib/validation';
import { lockStudentBalances, postLedgerEntry, postReversal } from '../../vouchers';
import { dateCell, moneyCell, type RowIssue, readCells, textCell } from '../import-cells';
import type { KindDefinition, UndoRecord } from '../import-kind';

type Student = { id: number; studentId: string; email: string | null; opening: string | null };
type Ctx = { byNumber: Map<string, Student>; byEmail: Map<string, Student>; claimed: Map<number, number> };
type Plan = { studentId: number; amount: string; reason: string };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Opening voucher balances: one ledger entry of kind "opening" per student, posted through the
 * ledger like any other, so the cached balance and the history agree. A student who already has an
 * opening balance keeps it: the same amount again is unchanged, another amount is refused.
 */
export const balancesKind: KindDefinition<Ctx, Plan> = {
  kind: 'balances',
  label: 'Opening balances',
  matchKeys: ['studentId', 'email'],
  // Each row posts through the ledger (a statement or more apiece): 50 rows keep a transaction short.
  chunkRows: 50,
  fields: [
    {
      key: 'studentId',
      label: 'Student ID',
      aliases: ['student number', 'student no', 'client id', 'student code'],
      example: 'S000101',
      description: 'The student, by number (or give the e-mail)',
    },
    {
      key: 'email',
      label: 'E-mail',
      aliases: ['email address', 'student email', 'client email'],
      example: '',
      description: 'The student, by e-mail, when no number is given',
    },
    {
      key: 'amount',
      label: 'Balance',
      required: true,
      aliases: [
        'amount',
        'opening balance',
        'account balance',
        'balance owed',
        'credit',
        'voucher balance',
        'prepaid balance',
      ],
      example: '120.00',
      description: 'Vouchers held; a debt is negative (-40.00)',
    },
    {
      key: 'date',
      label: 'As of',
      aliases: ['date', 'balance date', 'as at', 'as of date'],
      example: '2026-01-01',
      description: 'YYYY-MM-DD (blank: today)',
    },
    {
      key: 'comments',
      label: 'Comments',
      aliases: ['notes', 'note', 'reason'],
      example: 'Brought over from the old system',
      description: '',
    },
  ],

  async load(db) {
    const rows = await db
      .select({
        id: students.id,
        studentId: students.studentId,
        email: students.email,
        // Spelled out with aliases: drizzle leaves columns of a one-table select unqualified.
        opening: sql<string | null>`(select o.amount::text from voucher_ledger_entries o
          where o.student_id = ${sql.raw('"students"."id"')} and o.kind = 'opening'
            and not exists (select 1 from voucher_ledger_entries r where r.reverses_entry_id = o.id) limit 1)`,
      })
      .from(students);
    const byNumber = new Map(rows.map((row) => [row.studentId.toLowerCase(), row]));
    const byEmail = new Map(rows.filter((row) => row.email).map((row) => [row.email as string, row]));
    return { byNumber, byEmail, claimed: new Map() };
  },

  check(values, ctx, _matchOn, line) {
    const read = readCells(() => ({
      number: textCell(values.studentId),
      email: textCell(values.email)?.toLowerCase(),
      amount: moneyCell(values.amount),
      date: dateCell('date', values.date) ?? today(),
      comments: textCell(values.comments),
    }));
    if ('issues' in read) return read;
    const { number, email, amount, date, comments } = read.value;
    const issues: RowIssue[] = [];
    const student = number ? ctx.byNumber.get(number.toLowerCase()) : email ? ctx.byEmail.get(email) : undefined;
    if (!number && !email) issues.push({ field: 'studentId', message: 'is required (or give the e-mail)' });
    else if (!student)
      issues.push(
        number
          ? { field: 'studentId', message: 'no student has this number' }
          : { field: 'email', message: 'no student has this e-mail' },
      );
    const money = fields.signedMoney.safeParse(amount);
    if (!amount) issues.push({ field: 'amount', message: 'is required' });
    else if (!money.success) issues.push({ field: 'amount', message: money.error.issues[0].message });
    const dated = fields.isoDate.safeParse(date);
    if (!dated.success) issues.push({ field: 'date', message: dated.error.issues[0].message });
    if (student && ctx.claimed.has(student.id))
      issues.push({
        field: 'studentId',
        message: `repeats line ${ctx.claimed.get(student.id)} of the file (same student)`,
      });
    if (issues.length > 0 || !student || !money.success) return { issues };
    const plan = {
      studentId: student.id,
      amount: money.data,
      reason: `Opening balance as of ${date}${comments ? `: ${comments}` : ''}`.slice(0, 500),
    };
    if (student.opening !== null) {
      if (Number(student.opening) === Number(money.data)) return { action: 'unchanged', plan };
      return {
        issues: [{ field: 'amount', message: `the student already has an opening balance of ${student.opening}` }],
      };
    }
    ctx.claimed.set(student.id, line);
    return { action: 'create', plan };
  },

  async write(tx, rows, _ctx, env) {
    await lockStudentBalances(
      tx,
      rows.map((row) => row.plan.studentId),
    );
    const records: UndoRecord[] = [];
    for (const row of rows) {
      const entry = await postLedgerEntry(tx, {
        studentId: row.plan.studentId,
        kind: 'opening',
        amount: row.plan.amount,
        reason: row.plan.reason,
        createdBy: env.actor.id,
        amountField: 'amount',
      });
      records.push({
        line: row.line,
        action: 'created',
        recordType: 'ledger-entry',
        recordId: entry.id,
        otherId: row.plan.studentId,
      });
    }
    return records;
  },

  /** Each opening entry reversed through the ledger; refused once the student's balance has moved since. */
  async undo(tx, records, env) {
    const entries = records.filter((r) => r.recordType === 'ledger-entry');
    if (entries.length === 0) return;
    await lockStudentBalances(
      tx,
      entries.map((entry) => entry.otherId as number),
    );
    const ids = entries.map((entry) => entry.recordId);
    const later = await tx
      .select({ studentId: students.studentId })
      .from(voucherLedgerEntries)
      .innerJoin(students, eq(students.id, voucherLedgerEntries.studentId))
      .where(
        and(
          // Any entry of the student after their imported opening one.
          sql`exists (select 1 from ${voucherLedgerEntries} o where o.id = any(${sql.param(ids)}::int[])
            and o.student_id = ${voucherLedgerEntries.studentId} and ${voucherLedgerEntries.id} > o.id)`,
          ne(voucherLedgerEntries.kind, 'opening'),
          or(
            isNull(voucherLedgerEntries.reversesEntryId),
            sql`${voucherLedgerEntries.reversesEntryId} <> all(${sql.param(ids)}::int[])`,
          ),
        ),
      )
      .limit(5);
    if (later.length > 0)
      throw new AppError('ruleviolated', {
        message: `These students' balances have moved since the import (charged, bought or adjusted), so it cannot be undone: ${[...new Set(later.map((s) => s.studentId))].join(', ')}. Correct the balance in the ledger instead.`,
      });
    for (const entry of entries) await postReversal(tx, entry.recordId, `Import #${env.batchId} undone`, env.actor.id);
  },
};

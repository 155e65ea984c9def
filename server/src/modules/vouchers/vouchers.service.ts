import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { students, users, voucherPurchases } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { offsetOf } from '../../lib/paging';
import { anyColumnContains } from '../../lib/search';
import type { CurrentUser } from '../../plugins/auth';
import { displayNameSql } from '../users/user-accounts';
import { postLedgerEntry } from './ledger';
import {
  type CreateVoucherPurchaseInput,
  isPositive,
  type VoucherPurchaseFilters,
  type VoucherPurchaseListQuery,
} from './vouchers.schemas';

const purchaseColumns = {
  id: voucherPurchases.id,
  studentId: voucherPurchases.studentId,
  studentNumber: students.studentId,
  firstName: students.firstName,
  lastName: students.lastName,
  type: voucherPurchases.type,
  purchaseDate: voucherPurchases.purchaseDate,
  comments: voucherPurchases.comments,
  voucherAmount: voucherPurchases.voucherAmount,
  giftAmount: voucherPurchases.giftAmount,
  currentBalance: voucherPurchases.currentBalance,
  createdBy: displayNameSql,
  createdAt: voucherPurchases.createdAt,
};

/** Purchases with their student and recorder; `orderBy`, `limit` and `offset` are the caller's. */
function selectPurchases(db: Executor, where: SQL | undefined) {
  return db
    .select(purchaseColumns)
    .from(voucherPurchases)
    .innerJoin(students, eq(students.id, voucherPurchases.studentId))
    .leftJoin(users, eq(users.id, voucherPurchases.createdBy))
    .where(where);
}

type PurchaseRow = Awaited<ReturnType<typeof selectPurchases>>[number];

/** Field by field rather than by a rest spread of the row, which cost more than the rest of the mapping (see toTeacher). */
export function toVoucherPurchase(row: PurchaseRow) {
  return {
    id: row.id,
    studentId: row.studentId,
    studentNumber: row.studentNumber,
    studentName: `${row.firstName} ${row.lastName}`,
    // A check constraint keeps VOUCHER out of purchases (vouchers cannot buy vouchers).
    type: row.type as Exclude<typeof row.type, 'VOUCHER'>,
    purchaseDate: row.purchaseDate,
    comments: row.comments,
    voucherAmount: row.voucherAmount,
    giftAmount: row.giftAmount,
    currentBalance: row.currentBalance,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
export type VoucherPurchase = ReturnType<typeof toVoucherPurchase>;

const SORTABLE: Record<string, AnyPgColumn> = {
  purchaseDate: voucherPurchases.purchaseDate,
  voucherAmount: voucherPurchases.voucherAmount,
  giftAmount: voucherPurchases.giftAmount,
  currentBalance: voucherPurchases.currentBalance,
  type: voucherPurchases.type,
  createdAt: voucherPurchases.createdAt,
  studentNumber: students.studentId,
};

/**
 * Newest purchase first by default. The id breaks ties in the same direction as the sort so the
 * default order walks the (purchase_date, id) index backwards with no sort step.
 */
function orderOf(sort: string | undefined): SQL[] {
  const [field, direction] = sort?.split(',') ?? [];
  const column = SORTABLE[field] ?? voucherPurchases.purchaseDate;
  const by = SORTABLE[field] && direction === 'asc' ? asc : desc;
  return [by(column), by(voucherPurchases.id)];
}

function whereOf(filters: VoucherPurchaseFilters): SQL | undefined {
  return and(
    filters.from ? gte(voucherPurchases.purchaseDate, filters.from) : undefined,
    filters.to ? lte(voucherPurchases.purchaseDate, filters.to) : undefined,
    filters.studentId ? eq(voucherPurchases.studentId, filters.studentId) : undefined,
    filters.type ? eq(voucherPurchases.type, filters.type) : undefined,
    filters.keyword
      ? anyColumnContains(filters.keyword, [students.studentId, students.firstName, students.lastName])
      : undefined,
  );
}

/** The purchases matching the list's filters, unordered and unpaged. */
export function purchasesWhere(db: Executor, filters: VoucherPurchaseFilters) {
  return selectPurchases(db, whereOf(filters));
}

/**
 * The list counts matching purchases only up to this many. A purchase history only grows, and an
 * exact count walks every matching row on every page request (about 10 ms per 100,000 purchases on
 * PostgreSQL, the bulk of an unfiltered page); nobody pages past 500 pages, they narrow the dates.
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * How many purchases match, counting at most `upTo` of them (all when omitted); the student join is
 * only paid for when the keyword needs it.
 */
export async function countPurchases(db: Executor, filters: VoucherPurchaseFilters, upTo?: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(voucherPurchases);
  const filtered = filters.keyword
    ? matching.innerJoin(students, eq(students.id, voucherPurchases.studentId)).where(whereOf(filters))
    : matching.where(whereOf(filters));
  const rows = upTo === undefined ? filtered : filtered.limit(upTo);
  const [{ total }] = await db.select({ total: count() }).from(rows.as('matching'));
  return total;
}

export async function listVoucherPurchases(db: Database, query: VoucherPurchaseListQuery) {
  const { page, pageSize, sort, ...filters } = query;
  const [rows, counted] = await Promise.all([
    purchasesWhere(db, filters)
      .orderBy(...orderOf(sort))
      .limit(pageSize)
      .offset(offsetOf(query)),
    countPurchases(db, filters, LIST_COUNT_CAP + 1),
  ]);
  return {
    success: true as const,
    data: rows.map(toVoucherPurchase),
    total: Math.min(counted, LIST_COUNT_CAP),
    totalCapped: counted > LIST_COUNT_CAP,
  };
}

export async function getVoucherPurchase(db: Executor, id: number): Promise<VoucherPurchase> {
  const [row] = await selectPurchases(db, eq(voucherPurchases.id, id));
  if (!row) throw new AppError('notfound', { message: 'This voucher purchase does not exist.' });
  return toVoucherPurchase(row);
}

/**
 * Records a purchase and posts its `purchase` and `gift` ledger entries in one transaction, so the
 * purchase, the entries and the balance appear together or not at all. The student's row is locked
 * first, which queues concurrent postings to the same student (see ledger.ts).
 */
export async function createVoucherPurchase(db: Database, actor: CurrentUser, input: CreateVoucherPurchaseInput) {
  return db.transaction(async (tx) => {
    const [student] = await tx
      .select({ status: students.status, balance: students.voucherBalance })
      .from(students)
      .where(eq(students.id, input.studentId))
      .for('no key update');
    if (!student) throw fieldError('notfound', 'studentId', 'This student does not exist.');
    if (student.status === 'inactive') {
      throw new AppError('ruleviolated', {
        message: 'This student is inactive: activate them before recording a voucher purchase.',
      });
    }
    const [purchase] = await tx
      .insert(voucherPurchases)
      .values({
        studentId: input.studentId,
        type: input.type,
        purchaseDate: input.purchaseDate,
        comments: input.comments || null,
        voucherAmount: input.voucherAmount,
        giftAmount: input.giftAmount,
        currentBalance: student.balance,
        createdBy: actor.id,
      })
      .returning({ id: voucherPurchases.id });
    const posting = { studentId: input.studentId, createdBy: actor.id, purchaseId: purchase.id };
    const label = `Voucher purchase #${purchase.id}`;
    let balance = student.balance;
    if (isPositive(input.voucherAmount)) {
      const reason = input.comments ? `${label}: ${input.comments}` : label;
      ({ balanceAfter: balance } = await postLedgerEntry(tx, {
        ...posting,
        kind: 'purchase',
        amount: input.voucherAmount,
        reason,
      }));
    }
    if (isPositive(input.giftAmount)) {
      ({ balanceAfter: balance } = await postLedgerEntry(tx, {
        ...posting,
        kind: 'gift',
        amount: input.giftAmount,
        reason: `Gift with ${label.toLowerCase()}`,
      }));
    }
    await tx.update(voucherPurchases).set({ currentBalance: balance }).where(eq(voucherPurchases.id, purchase.id));
    return getVoucherPurchase(tx, purchase.id);
  });
}

import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client';
import { students, users, voucherPurchases } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { allowedSort } from '../../lib/paging';
import { pagePlaceholders, pageValues, QueryShapes, statementName } from '../../lib/query-shapes';
import { listResult } from '../../lib/responses';
import * as rollups from '../rollups';
import { keywordFilter, keywordShapeOf, keywordValues, keywordWords } from '../students';
import { displayNameSql } from '../users';
import { emitWebhookEvent } from '../webhooks';
import { postLedgerEntry } from './ledger';
import { studentIdsForKeyword } from './voucher-keyword';
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
  reversedAt: voucherPurchases.reversedAt,
  source: voucherPurchases.source,
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
    reversedAt: row.reversedAt?.toISOString() ?? null,
    source: row.source as 'online' | null,
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
  const [field, direction] = allowedSort(sort, SORTABLE)?.split(',') ?? [];
  const column = field ? SORTABLE[field] : voucherPurchases.purchaseDate;
  const by = field && direction === 'asc' ? asc : desc;
  return [by(column), by(voucherPurchases.id)];
}

/** The list's filters, where a keyword may have been turned into the ids of the students it names. */
type PurchaseFilters = VoucherPurchaseFilters & { studentIds?: number[] };

/**
 * Which filters are present: the list's queries are built once per shape (lib/query-shapes.ts).
 * `words` is the keyword's shape (keywordShapeOf), '' when there is none.
 */
type FilterShape = {
  from: boolean;
  to: boolean;
  studentId: boolean;
  type: boolean;
  words: string;
  studentIds: boolean;
};

const placeholder = {
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  studentId: sql.placeholder('studentId'),
  type: sql.placeholder('type'),
  studentIds: sql.placeholder('studentIds'),
  upTo: sql.placeholder('upTo'),
};

function shapeOf(filters: PurchaseFilters): FilterShape {
  return {
    from: filters.from !== undefined,
    to: filters.to !== undefined,
    studentId: filters.studentId !== undefined,
    type: filters.type !== undefined,
    words: keywordShapeOf(keywordWords(filters.keyword ?? '')),
    studentIds: filters.studentIds !== undefined,
  };
}

function valuesOf(filters: PurchaseFilters) {
  const { from, to, studentId, type, keyword, studentIds } = filters;
  return { from, to, studentId, type, ...keywordValues(keywordWords(keyword ?? '')), studentIds };
}

const filterKeyOf = (shape: FilterShape) =>
  `${+shape.from}${+shape.to}${+shape.studentId}${+shape.type}${+shape.studentIds}|${shape.words}`;

/** Planned for each value when a keyword's matches decide the plan (statementName). */
const planPerValue = (shape: FilterShape) => ({ keyword: shape.words !== '' || shape.studentIds });

function whereOf(shape: FilterShape): SQL | undefined {
  return and(
    shape.from ? gte(voucherPurchases.purchaseDate, placeholder.from) : undefined,
    shape.to ? lte(voucherPurchases.purchaseDate, placeholder.to) : undefined,
    shape.studentId ? eq(voucherPurchases.studentId, placeholder.studentId) : undefined,
    shape.type ? eq(voucherPurchases.type, placeholder.type) : undefined,
    // Every word in the student's number, a name, the e-mail, the WeChat id or the phone, as the students list.
    shape.words ? keywordFilter(shape.words) : undefined,
    // The same keyword's students, found first (voucher-keyword.ts).
    shape.studentIds ? sql`${voucherPurchases.studentId} = any(${placeholder.studentIds}::integer[])` : undefined,
  );
}

type PageShape = FilterShape & { sort?: string };

const pages = new QueryShapes(
  (shape: PageShape) => `${filterKeyOf(shape)}${shape.sort ?? ''}`,
  (db: Database, shape: PageShape, key) =>
    selectPurchases(db, whereOf(shape))
      .orderBy(...orderOf(shape.sort))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset)
      .prepare(statementName(`voucher_purchases_page_${key}`, planPerValue(shape))),
);

type CountShape = FilterShape & { capped: boolean };

/** The student join is only paid for when the keyword needs it. */
const counts = new QueryShapes(
  (shape: CountShape) => `${filterKeyOf(shape)}${+shape.capped}`,
  (db: Database, shape: CountShape, key) => {
    const matching = db.select({ one: sql`1` }).from(voucherPurchases);
    const filtered = shape.words
      ? matching.innerJoin(students, eq(students.id, voucherPurchases.studentId)).where(whereOf(shape))
      : matching.where(whereOf(shape));
    const rows = shape.capped ? filtered.limit(placeholder.upTo) : filtered;
    return db
      .select({ total: count() })
      .from(rows.as('matching'))
      .prepare(statementName(`voucher_purchases_count_${key}`, planPerValue(shape)));
  },
);

/** Every purchase matching the list's filters, in the list's order (newest first unless `sort` says): the export's rows. */
export function purchasesInListOrder(db: Database, { sort, ...filters }: VoucherPurchaseFilters) {
  return selectPurchases(db, whereOf(shapeOf(filters)))
    .orderBy(...orderOf(sort))
    .execute(valuesOf(filters));
}

/**
 * The list counts matching purchases only up to this many. A purchase history only grows, and an
 * exact count walks every matching row on every page request (the bulk of an unfiltered page's time);
 * nobody pages past 500 pages, they narrow the dates.
 */
export const LIST_COUNT_CAP = 10_000;

/** How many purchases match, counting at most `upTo` of them (all when omitted). */
export async function countPurchases(db: Database, filters: PurchaseFilters, upTo?: number): Promise<number> {
  const shape = { ...shapeOf(filters), capped: upTo !== undefined };
  const [{ total }] = await counts.of(db, shape).execute({ ...valuesOf(filters), upTo });
  return total;
}

/** The keyword as its students' ids when it names few enough of them (voucher-keyword.ts). */
async function narrowedByKeyword(db: Database, filters: VoucherPurchaseFilters): Promise<PurchaseFilters> {
  const words = keywordWords(filters.keyword ?? '');
  if (words.length === 0) return filters;
  const studentIds = await studentIdsForKeyword(db, words);
  return studentIds ? { ...filters, keyword: undefined, studentIds } : filters;
}

export async function listVoucherPurchases(db: Database, query: VoucherPurchaseListQuery) {
  const { page, pageSize, sort, ...requested } = query;
  const filters = await narrowedByKeyword(db, requested);
  if (filters.studentIds?.length === 0) return { ...listResult([], 0), totalCapped: false };
  const shape = { ...shapeOf(filters), sort: allowedSort(sort, SORTABLE) };
  const values = { ...valuesOf(filters), ...pageValues(query) };
  const [rows, counted] = await Promise.all([
    pages.of(db, shape).execute(values),
    countPurchases(db, filters, LIST_COUNT_CAP + 1),
  ]);
  return {
    ...listResult(rows.map(toVoucherPurchase), Math.min(counted, LIST_COUNT_CAP)),
    totalCapped: counted > LIST_COUNT_CAP,
  };
}

export async function getVoucherPurchase(db: Executor, id: number): Promise<VoucherPurchase> {
  const [row] = await selectPurchases(db, eq(voucherPurchases.id, id));
  if (!row) throw new AppError('notfound', { message: 'This voucher purchase does not exist.' });
  return toVoucherPurchase(row);
}

/** Where a purchase came from besides its fields: the portal's online payments (voucher-packages module). */
export type PurchaseOrigin = {
  /** 'online' for a family's card payment; absent when staff record it. */
  source?: 'online';
  /** The card provider's payment id: unique, so a second recording of one payment is refused by the database. */
  providerPayment?: string;
  /** Money already taken is recorded even for a student made inactive since the family paid. */
  evenIfInactive?: boolean;
};

/**
 * Records a purchase and posts its `purchase` and `gift` ledger entries in one transaction, so the
 * purchase, the entries and the balance appear together or not at all. The student's row is locked
 * first, which queues concurrent postings to the same student (see ledger.ts).
 */
export async function createVoucherPurchase(db: Database, actor: CurrentUser, input: CreateVoucherPurchaseInput) {
  return db.transaction((tx) => recordVoucherPurchase(tx, actor.id, input));
}

/**
 * createVoucherPurchase inside the caller's transaction: the one path that writes a purchase with its
 * ledger entries, for staff's form and for the portal's online payments alike.
 */
export async function recordVoucherPurchase(
  tx: Transaction,
  actorId: number | null,
  input: CreateVoucherPurchaseInput,
  origin: PurchaseOrigin = {},
) {
  const [student] = await tx
    .select({ status: students.status, balance: students.voucherBalance })
    .from(students)
    .where(eq(students.id, input.studentId))
    .for('no key update');
  if (!student) throw fieldError('notfound', 'studentId', 'This student does not exist.');
  if (student.status === 'inactive' && !origin.evenIfInactive) {
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
      createdBy: actorId,
      source: origin.source ?? null,
      providerPayment: origin.providerPayment ?? null,
    })
    .returning({ id: voucherPurchases.id });
  await rollups.recordPurchase(tx, purchase.id);
  const posting = { studentId: input.studentId, createdBy: actorId, purchaseId: purchase.id };
  const label = `Voucher purchase #${purchase.id}`;
  let balance = student.balance;
  if (isPositive(input.voucherAmount)) {
    const reason = input.comments ? `${label}: ${input.comments}` : label;
    ({ balanceAfter: balance } = await postLedgerEntry(tx, {
      ...posting,
      kind: 'purchase',
      amount: input.voucherAmount,
      amountField: 'voucherAmount',
      reason,
    }));
  }
  if (isPositive(input.giftAmount)) {
    ({ balanceAfter: balance } = await postLedgerEntry(tx, {
      ...posting,
      kind: 'gift',
      amount: input.giftAmount,
      amountField: 'giftAmount',
      reason: `Gift with ${label.toLowerCase()}`,
    }));
  }
  await tx.update(voucherPurchases).set({ currentBalance: balance }).where(eq(voucherPurchases.id, purchase.id));
  await emitWebhookEvent(tx, 'voucher_purchase.created', {
    purchaseId: purchase.id,
    studentId: input.studentId,
    voucherAmount: input.voucherAmount,
    giftAmount: input.giftAmount,
    purchaseDate: input.purchaseDate,
  });
  return getVoucherPurchase(tx, purchase.id);
}

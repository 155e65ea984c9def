import { and, count, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { students } from '../../db/schema';
import { allowedSort, orderByOf, textOrder } from '../../lib/paging';
import { pagePlaceholders, pageValues, QueryShapes, statementName } from '../../lib/query-shapes';
import { listResult } from '../../lib/responses';
import { type StudentCountCache, studentCountKey } from './student-counts';
import { toStudent, withReferrer } from './student-records';
import { keywordFilter, keywordShapeOf, keywordValues, keywordWords } from './student-search';
import type { StudentListQuery } from './students.schemas';

const SORTABLE = {
  studentId: students.studentId,
  firstName: textOrder(students.firstName),
  lastName: textOrder(students.lastName),
  startDate: students.startDate,
  voucherBalance: students.voucherBalance,
  status: students.status,
  createdAt: students.createdAt,
};

/**
 * Last name, first name, in lower case so that C collation does not put "de Silva" after "Zhang": the
 * order of the (lower(last_name), lower(first_name), id) and (status, …) indexes.
 */
const BY_NAME = sql`lower(${students.lastName}) asc, lower(${students.firstName}) asc`;
/**
 * The same order for keyword searches, written as expressions no index provides. Otherwise
 * PostgreSQL may walk the name index filtering row by row until it has a page (fine for a common
 * word, slow for a name late in the alphabet) instead of taking the trigram bitmaps and sorting
 * the few matches (quick whatever the word).
 */
const BY_NAME_FOR_SEARCH = sql`(lower(${students.lastName}) || '') asc, (lower(${students.firstName}) || '') asc`;

/**
 * Which filters a request has and how it sorts (lib/query-shapes.ts). `words` has a character per
 * keyword word: '1' when the word is also tried against phones, '0' when not; '' is no keyword.
 */
type ListShape = {
  words: string;
  keyword: boolean;
  status: boolean;
  statuses: boolean;
  referral: boolean;
  balance: boolean;
  sort?: string;
};

const placeholder = {
  status: sql.placeholder('status'),
  statuses: sql.placeholder('statuses'),
  referralId: sql.placeholder('referralId'),
  balanceBelow: sql.placeholder('balanceBelow'),
};

function whereOf(shape: ListShape): SQL | undefined {
  return and(
    shape.keyword ? keywordFilter(shape.words) : undefined,
    shape.status ? eq(students.status, placeholder.status) : undefined,
    // Sent as text[]: PGlite cannot send a JavaScript array as an array of an enum.
    shape.statuses ? sql`${students.status} = any(${placeholder.statuses}::text[]::student_status[])` : undefined,
    shape.referral ? eq(students.referralId, placeholder.referralId) : undefined,
    shape.balance ? lt(students.voucherBalance, placeholder.balanceBelow) : undefined,
  );
}

/** The filters' part of a shape's key: a count is the same statement however its list is sorted. */
const filterKeyOf = (shape: ListShape) =>
  `${shape.words}|${+shape.status}${+shape.statuses}${+shape.referral}${+shape.balance}`;

/**
 * A search's total rides on its rows (a window count): its matches are few, and a count of its own
 * would run the trigram bitmaps a second time. Other lists take theirs from `countMatching`.
 */
const pages = new QueryShapes(
  (shape: ListShape) => `${filterKeyOf(shape)}|${shape.sort ?? ''}`,
  (db: Database, shape: ListShape, key) =>
    db
      .select({
        ...withReferrer,
        ...(shape.keyword ? { total: sql<number>`count(*) over ()`.mapWith(Number) } : {}),
      })
      .from(students)
      .where(whereOf(shape))
      .orderBy(...orderByOf(shape.sort, SORTABLE, shape.keyword ? BY_NAME_FOR_SEARCH : BY_NAME, students.id))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset)
      .prepare(statementName(`students_page_${key}`, shape)),
);

const counts = new QueryShapes(filterKeyOf, (db: Database, shape: ListShape, key) =>
  db
    .select({ total: count() })
    .from(students)
    .where(whereOf(shape))
    .prepare(statementName(`students_count_${key}`, shape)),
);

/**
 * One page of students with each row's referrer, and its total. Totals of lists without a keyword
 * or balance filter come from `totals`, kept while no student is added, removed, or changes status
 * or referral (student-counts.ts).
 */
export async function listStudents(db: Database, totals: StudentCountCache, query: StudentListQuery) {
  const words = keywordWords(query.keyword ?? '');
  const shape: ListShape = {
    words: keywordShapeOf(words),
    keyword: words.length > 0,
    status: query.status !== undefined,
    statuses: query.statuses !== undefined,
    referral: query.referralId !== undefined,
    balance: query.balanceBelow !== undefined,
    // Only the sort's own shape: a list sorted by an unknown field is the default order.
    sort: allowedSort(query.sort, SORTABLE),
  };
  const values = {
    ...keywordValues(words),
    status: query.status,
    statuses: query.statuses?.split(','),
    referralId: query.referralId,
    balanceBelow: query.balanceBelow,
    ...pageValues(query),
  };
  const countMatching = async () => (await counts.of(db, shape).execute(values))[0].total;
  if (!shape.keyword) {
    const cacheKey = studentCountKey(query);
    const [rows, total] = await Promise.all([
      pages.of(db, shape).execute(values),
      cacheKey === null ? countMatching() : totals.read(cacheKey, countMatching),
    ]);
    return listResult(rows.map(toStudent), total);
  }
  const rows = await pages.of(db, shape).execute(values);
  // A search past its last page has no row to carry the total, so only then is it counted apart.
  const total = rows[0]?.total ?? (values.offset === 0 ? 0 : await countMatching());
  return listResult(rows.map(toStudent), total);
}

import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { listResult } from './responses';

export const MAX_PAGE_SIZE = 100;

/** `?page=1&pageSize=20&sort=field,asc`: what ProTable sends (design.md §4). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20).describe('Rows per page, at most 100'),
  sort: z
    .string()
    .max(60)
    .regex(/^[A-Za-z]+,(asc|desc)$/, 'must look like field,asc or field,desc')
    .optional()
    .describe('Sort as field,asc or field,desc'),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * What a list may sort by: a column, or an expression over one (e.g. `lower(name)`, since the
 * embedded database's C collation sorts "Zed" before "amy").
 */
export type SortColumn = AnyPgColumn | SQL;

/**
 * A text column as lists sort it: regardless of case. In C collation (always on the embedded database,
 * and on a PostgreSQL server created that way) "de Silva" and "amy" sort after "Zhang" and "Zed".
 */
export const textOrder = (column: AnyPgColumn | SQL): SQL => sql`lower(${column})`;

export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
}

/**
 * One page of a list and the count across all pages, in the `{success, data, total}` shape ProTable
 * reads. `rows` is given the page's limit and offset; `counted` is the same filter's count(*).
 */
export async function pageOf<Row, Item>(
  query: PageQuery,
  rows: (limit: number, offset: number) => PromiseLike<Row[]>,
  counted: PromiseLike<{ total: number }[]>,
  toItem: (row: Row) => Item,
) {
  const [page, [{ total }]] = await Promise.all([rows(query.pageSize, offsetOf(query)), counted]);
  return listResult(page.map(toItem), total);
}

/**
 * `sort` if it names a column of the allow-list, else undefined (the default order): what a list's
 * query shape is keyed by, so an unknown field never makes a shape of its own.
 */
export function allowedSort(sort: string | undefined, columns: Record<string, SortColumn>): string | undefined {
  return sort && Object.hasOwn(columns, sort.split(',')[0]) ? sort : undefined;
}

/**
 * Turns `sort` into ORDER BY over an allow-list of columns, always ending with the id so
 * pages are stable when the sort column has ties.
 */
export function orderByOf(
  sort: string | undefined,
  columns: Record<string, SortColumn>,
  fallback: SQL,
  tieBreaker: AnyPgColumn,
): SQL[] {
  if (!sort) return [fallback, asc(tieBreaker)];
  const [field, direction] = sort.split(',');
  // Own keys only: "constructor,asc" must not find Object's constructor.
  const column = Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) return [fallback, asc(tieBreaker)];
  return [direction === 'desc' ? desc(column) : asc(column), asc(tieBreaker)];
}

/**
 * Pure translations from what ProTable hands a list page's `request` (paging, sorter, toolbar keyword,
 * search-form values) to the API's page query: `page`, `pageSize`, `sort` as "field,asc|desc",
 * `keyword`. Values that mean "not filtered" become undefined and so stay out of the URL.
 */

/** ProTable's sorter state: `{ startDate: 'ascend' }`. */
export type TableSort = Record<string, 'ascend' | 'descend' | null | undefined>;

/** What every list table passes to `request`: its paging and the toolbar's keyword. */
export type TablePageParams = { current?: number; pageSize?: number; keyword?: string };

/** Rows per page until the user picks another size; the server's page query defaults to the same. */
export const LIST_PAGE_SIZE = 20;

export const LIST_PAGINATION = { defaultPageSize: LIST_PAGE_SIZE, showSizeChanger: true };

/**
 * ProTable's sorter → the API's `field,asc|desc`, for the fields the server can order by; undefined
 * leaves the server's default order.
 */
export function toSortParam(sort: TableSort | undefined, sortable: readonly string[]): string | undefined {
  const [field, order] = Object.entries(sort ?? {}).find(([key, value]) => value && sortable.includes(key)) ?? [];
  if (!field || !order) return undefined;
  return `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
}

/** The part of every list query that comes from the table itself; `sort` is already the API's "field,asc". */
export function pageQueryOf(params: TablePageParams, sort: string | undefined) {
  return {
    page: params.current ?? 1,
    pageSize: params.pageSize ?? LIST_PAGE_SIZE,
    sort,
    keyword: textOrUnset(params.keyword),
  };
}

/** Ids are PostgreSQL integers: a larger number names no record (the server refuses it as bad input). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A positive whole id from a search form or URL value; anything else means "not filtered". */
export function idOrUnset(value: unknown): number | undefined {
  const id = Number(value);
  return value !== '' && value !== null && Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID ? id : undefined;
}

/** Trimmed text, or undefined when blank so it stays out of the query. */
export function textOrUnset(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A yes/no select (true/false, as a boolean or its text) → the API's 'true' | 'false'; empty means both. */
export function booleanFilterOf(value: unknown): 'true' | 'false' | undefined {
  const text = String(value ?? '');
  return text === 'true' || text === 'false' ? text : undefined;
}

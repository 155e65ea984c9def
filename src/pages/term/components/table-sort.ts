/** ProTable's sorter state: `{ startDate: 'ascend' }`. */
export type TableSort = Record<string, 'ascend' | 'descend' | null | undefined>;

/**
 * ProTable's sorter → the API's `field,asc|desc`, for the fields the server can order by; undefined
 * leaves the server's default order.
 */
export function toSortParam(sort: TableSort | undefined, sortable: readonly string[]): string | undefined {
  const [field, order] = Object.entries(sort ?? {}).find(([key, value]) => value && sortable.includes(key)) ?? [];
  if (!field || !order) return undefined;
  return `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
}

/** A positive whole id from a search form or URL value; anything else means "not filtered". */
export function idOrUnset(value: unknown): number | undefined {
  const id = Number(value);
  return value !== '' && value !== null && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Trimmed text, or undefined when blank so it stays out of the query. */
export function textOrUnset(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

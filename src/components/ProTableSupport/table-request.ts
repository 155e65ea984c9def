import type { TableSort } from './table-query';

type Page<T> = { data: T[]; total: number };

/**
 * ProTable's `request` for a list the server pages: the table's params and sorter become the API's
 * query (`toQuery`), the answer becomes the rows. Calls go through the request layer, which has
 * already shown why a page failed; the table then reports the failure and keeps its rows.
 */
export function tableRequest<T, P, Q>(
  list: (query: Q) => Promise<Page<T>>,
  toQuery: (params: P, sort: TableSort) => Q,
) {
  return async (params: P, sort: TableSort = {}) => {
    try {
      const { data, total } = await list(toQuery(params, sort));
      return { data, total, success: true };
    } catch {
      return { data: [] as T[], total: 0, success: false };
    }
  };
}

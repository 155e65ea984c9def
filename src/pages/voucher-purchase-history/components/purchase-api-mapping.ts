import dayjs, { type Dayjs } from 'dayjs';
import {
  pageQueryOf,
  toSortParam as sortParamOf,
  type TablePageParams,
  type TableSort,
  textOrUnset,
} from '@/components/ProTableSupport';

/**
 * Pure translations between what the purchase history screen holds (ProTable's paging, sorting,
 * search form and toolbar keyword) and the API's list and export queries. Unit-tested on their own.
 */

export const SORTABLE_PURCHASE_FIELDS = [
  'purchaseDate',
  'voucherAmount',
  'giftAmount',
  'currentBalance',
  'type',
  'studentNumber',
] as const;

type DateValue = Dayjs | string | null | undefined;

/** What ProTable passes to `request`: paging, the toolbar keyword and the search form's fields. */
export type PurchaseTableParams = TablePageParams & {
  type?: string;
  /** The search form's date range; ProTable may hand back Dayjs values or 'YYYY-MM-DD' strings. */
  dateRange?: DateValue[];
};

const PURCHASE_TYPES = ['CASH', 'CARD', 'E_TRANSFER', 'CHEQUE', 'OTHER'] as const;
type PurchaseType = (typeof PURCHASE_TYPES)[number];
const isPurchaseType = (value: unknown): value is PurchaseType => PURCHASE_TYPES.includes(value as PurchaseType);

/** ProTable's `{ voucherAmount: 'ascend' }` → `voucherAmount,asc`; undefined leaves the server's newest-first. */
export const toSortParam = (sort: TableSort | undefined) => sortParamOf(sort, SORTABLE_PURCHASE_FIELDS);

function toIsoDate(value: DateValue): string | undefined {
  if (!value) return undefined;
  const date = dayjs.isDayjs(value) ? value : dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : undefined;
}

/** The filters the list and the export share; unset filters stay out of the URL. */
export function toPurchaseFilters(params: PurchaseTableParams): API.exportVoucherPurchasesParams {
  const [from, to] = params.dateRange ?? [];
  return {
    from: toIsoDate(from),
    to: toIsoDate(to),
    type: isPurchaseType(params.type) ? params.type : undefined,
    keyword: textOrUnset(params.keyword),
  };
}

export function toPurchaseListParams(params: PurchaseTableParams, sort?: TableSort): API.listVoucherPurchasesParams {
  return { ...pageQueryOf(params, toSortParam(sort)), ...toPurchaseFilters(params) };
}

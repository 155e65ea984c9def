// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Reverse a mistaken purchase (with its gift), gift, refund or adjustment (administrators only) POST /api/ledger-entries/${param0}/reverse */
export async function reverseLedgerEntry(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.reverseLedgerEntryParams,
  body: API.LedgerReversalCreateInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.LedgerReversal>(`/api/ledger-entries/${param0}/reverse`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** A student's voucher ledger, newest entry first, paged GET /api/students/${param0}/ledger-entries */
export async function listLedgerEntries(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listLedgerEntriesParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{ success: true; data: API.LedgerEntry[]; total: number }>(
    `/api/students/${param0}/ledger-entries`,
    {
      method: "GET",
      params: {
        ...queryParams,
      },
      ...(options || {}),
    }
  );
}

/** Record a voucher refund or a manual adjustment (administrators only) POST /api/students/${param0}/ledger-entries */
export async function createLedgerEntry(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.createLedgerEntryParams,
  body: API.LedgerEntryCreateInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.LedgerEntry>(`/api/students/${param0}/ledger-entries`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** A student's voucher balance and derived totals (purchased, gift, paid from vouchers) GET /api/students/${param0}/voucher-summary */
export async function getVoucherSummary(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getVoucherSummaryParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.VoucherSummary>(
    `/api/students/${param0}/voucher-summary`,
    {
      method: "GET",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** Voucher purchases, newest first, paged and filtered by date range, student, type or keyword GET /api/voucher-purchases */
export async function listVoucherPurchases(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listVoucherPurchasesParams,
  options?: { [key: string]: any }
) {
  return request<{
    success: true;
    data: API.VoucherPurchase[];
    total: number;
    totalCapped: boolean;
  }>(`/api/voucher-purchases`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Record a voucher purchase (and its gift): posts them to the student's ledger POST /api/voucher-purchases */
export async function createVoucherPurchase(
  body: API.VoucherPurchaseCreateInput,
  options?: { [key: string]: any }
) {
  return request<API.VoucherPurchase>(`/api/voucher-purchases`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** The filtered voucher purchases as an .xlsx spreadsheet in the list's order (at most 20000 rows) GET /api/voucher-purchases/export */
export async function exportVoucherPurchases(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportVoucherPurchasesParams,
  options?: { [key: string]: any }
) {
  return request<string>(`/api/voucher-purchases/export`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The accounts the journals post to, with the centre’s codes and names GET /api/accounting/accounts */
export async function listAccountingAccounts(options?: { [key: string]: any }) {
  return request<API.AccountingAccount[]>(`/api/accounting/accounts`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Give accounts the centre’s own codes and names PUT /api/accounting/accounts */
export async function updateAccountingAccounts(
  body: {
    /** The accounts to rename; the others keep their code and name */
    accounts: {
      key:
        | "cash"
        | "wagesPayable"
        | "deferredRevenue"
        | "openingBalanceEquity"
        | "tuitionRevenue"
        | "wagesExpense"
        | "giftExpense"
        | "adjustmentExpense"
        | "softwareExpense";
      code: string;
      name: string;
    }[];
  },
  options?: { [key: string]: any }
) {
  return request<API.AccountingAccount[]>(`/api/accounting/accounts`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** The journal of a date range (one balanced entry per day per kind) and its reconciliation GET /api/accounting/journal */
export async function getAccountingJournal(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getAccountingJournalParams,
  options?: { [key: string]: any }
) {
  return request<API.AccountingJournal>(`/api/accounting/journal`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The journal as a file for Xero, QuickBooks Online or QuickBooks Desktop (IIF) GET /api/accounting/journal/export */
export async function exportAccountingJournal(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportAccountingJournalParams,
  options?: { [key: string]: any }
) {
  return request<string>(`/api/accounting/journal/export`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

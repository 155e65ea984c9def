// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The whole centre as one .zip: a CSV per import kind (the import’s columns), the ledger, lessons with attendance and charges, pay records, invoices, the audit log and a manifest GET /api/exports/archive */
export async function downloadExportArchive(options?: { [key: string]: any }) {
  return request<string>(`/api/exports/archive`, {
    method: "GET",
    ...(options || {}),
  });
}

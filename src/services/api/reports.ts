// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Vouchers bought and given per month by payment type, with totals (and one student’s balance) GET /api/reports/purchases */
export async function getPurchaseReport(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getPurchaseReportParams,
  options?: { [key: string]: any }
) {
  return request<API.PurchaseReport>(`/api/reports/purchases`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The purchase report as shown, as .xlsx GET /api/reports/purchases/export */
export async function exportPurchaseReport(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportPurchaseReportParams,
  options?: { [key: string]: any }
) {
  return request<string>(`/api/reports/purchases/export`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Pay per teacher and month from the pay records, net of corrections (teachers: their own) GET /api/reports/salary */
export async function getSalaryReport(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getSalaryReportParams,
  options?: { [key: string]: any }
) {
  return request<API.SalaryReport>(`/api/reports/salary`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Payroll .xlsx: one row per teacher per month with employee id, masked SIN, contact, hours, rates, pay GET /api/reports/salary/export */
export async function exportPayroll(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportPayrollParams,
  options?: { [key: string]: any }
) {
  return request<string>(`/api/reports/salary/export`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The lessons behind one teacher's month of pay (teachers: their own) GET /api/reports/salary/lessons */
export async function getSalaryLessons(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getSalaryLessonsParams,
  options?: { [key: string]: any }
) {
  return request<API.SalaryLessons>(`/api/reports/salary/lessons`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Vouchers sold, given, used and outstanding at each month end (the centre’s liability) GET /api/reports/vouchers */
export async function getVoucherReport(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getVoucherReportParams,
  options?: { [key: string]: any }
) {
  return request<API.VoucherReport>(`/api/reports/vouchers`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

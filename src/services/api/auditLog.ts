// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The audit trail: who changed money, attendance, accounts and roles, the price plan and settings, and when GET /api/audit-log */
export async function listAuditLog(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listAuditLogParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.AuditEntry[]; total: number }>(
    `/api/audit-log`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

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

/** The Audit Log's Person filter: every account that can have made a change (any role, deleted ones too), by name GET /api/audit-log/people */
export async function listAuditPeople(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listAuditPeopleParams,
  options?: { [key: string]: any }
) {
  return request<API.AuditPeopleList>(`/api/audit-log/people`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** All sign-in accounts (staff, teachers, system users), paged GET /api/users */
export async function listUsers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listUsersParams,
  options?: { [key: string]: any }
) {
  return request<{
    success: true;
    data: {
      id: number;
      login: string;
      name: string;
      role:
        | "ROLE_ADMIN"
        | "ROLE_OPERATOR"
        | "ROLE_TEACHER"
        | "ROLE_SYSTEM"
        | "ROLE_CUSTOMER";
      activated: boolean;
    }[];
    total: number;
  }>(`/api/users`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

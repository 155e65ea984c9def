// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Staff accounts, paged, sorted and filtered GET /api/staff */
export async function listStaff(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listStaffParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.StaffMember[]; total: number }>(
    `/api/staff`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Create a staff account POST /api/staff */
export async function createStaff(
  body: API.StaffCreateInput,
  options?: { [key: string]: any }
) {
  return request<API.StaffMember>(`/api/staff`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One staff account GET /api/staff/${param0} */
export async function getStaff(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getStaffParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.StaffMember>(`/api/staff/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Edit a staff account PUT /api/staff/${param0} */
export async function updateStaff(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateStaffParams,
  body: API.StaffUpdateInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.StaffMember>(`/api/staff/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Delete a staff account (it can no longer sign in; its history stays) DELETE /api/staff/${param0} */
export async function deleteStaff(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.deleteStaffParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/staff/${param0}`, {
    method: "DELETE",
    params: { ...queryParams },
    ...(options || {}),
  });
}

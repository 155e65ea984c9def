// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Approve a self-registered account (by user id): it can sign in as a teacher POST /api/registrations/${param0}/approve */
export async function approveRegistration(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.approveRegistrationParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/registrations/${param0}/approve`, {
    method: "POST",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Refuse a self-registered account (by user id): it is deleted and its owner told POST /api/registrations/${param0}/refuse */
export async function refuseRegistration(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.refuseRegistrationParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/registrations/${param0}/refuse`, {
    method: "POST",
    params: { ...queryParams },
    ...(options || {}),
  });
}

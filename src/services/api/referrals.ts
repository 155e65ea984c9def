// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Referrals (enquiries), paged, sorted and searched, each with its number of students GET /api/referrals */
export async function listReferrals(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listReferralsParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.Referral[]; total: number }>(
    `/api/referrals`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Record a referral (the referrer is required) POST /api/referrals */
export async function createReferral(
  body: API.ReferralFormInput,
  options?: { [key: string]: any }
) {
  return request<API.Referral>(`/api/referrals`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One referral GET /api/referrals/${param0} */
export async function getReferral(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getReferralParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Referral>(`/api/referrals/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Edit a referral PUT /api/referrals/${param0} */
export async function updateReferral(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateReferralParams,
  body: API.ReferralFormInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Referral>(`/api/referrals/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

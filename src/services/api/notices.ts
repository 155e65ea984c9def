// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The current user’s notices, newest first GET /api/notices */
export async function listNotices(options?: { [key: string]: any }) {
  return request<{ success: true; data: API.Notice[]; total: number }>(
    `/api/notices`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** Clear all of the current user’s notices of one type DELETE /api/notices */
export async function clearNotices(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.clearNoticesParams,
  options?: { [key: string]: any }
) {
  return request<API.OkResult>(`/api/notices`, {
    method: "DELETE",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Mark notices read, by id or by type POST /api/notices/read */
export async function markNoticesRead(
  body: {
    /** Notice ids to mark read */
    ids?: number[];
    /** Notice tab: notification, message or event */
    type?: "notification" | "message" | "event";
  },
  options?: { [key: string]: any }
) {
  return request<API.OkResult>(`/api/notices/read`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

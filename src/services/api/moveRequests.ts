// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Families’ requests to move lessons (open ones by default, oldest first) GET /api/move-requests */
export async function listMoveRequests(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listMoveRequestsParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.MoveRequest[] }>(
    `/api/move-requests`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Answer (or decline) a family’s move request with a note the family reads on the portal POST /api/move-requests/${param0}/answer */
export async function answerMoveRequest(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.answerMoveRequestParams,
  body: API.MoveRequestAnswerInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{ success: true; data: API.MoveRequest }>(
    `/api/move-requests/${param0}/answer`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
      },
      params: { ...queryParams },
      data: body,
      ...(options || {}),
    }
  );
}

// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Terms, paged, sorted and filtered GET /api/terms */
export async function listTerms(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listTermsParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.Term[]; total: number }>(
    `/api/terms`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Create a term POST /api/terms */
export async function createTerm(
  body: API.TermBodyInput,
  options?: { [key: string]: any }
) {
  return request<API.Term>(`/api/terms`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One term GET /api/terms/${param0} */
export async function getTerm(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getTermParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Term>(`/api/terms/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Edit a term PUT /api/terms/${param0} */
export async function updateTerm(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateTermParams,
  body: API.TermBodyInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Term>(`/api/terms/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Delete a term that has no registers DELETE /api/terms/${param0} */
export async function deleteTerm(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.deleteTermParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/terms/${param0}`, {
    method: "DELETE",
    params: { ...queryParams },
    ...(options || {}),
  });
}

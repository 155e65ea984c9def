// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** A lesson's class and per-student feedback, with its status GET /api/schedules/${param0}/feedback */
export async function getScheduleFeedback(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getScheduleFeedbackParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleFeedback>(`/api/schedules/${param0}/feedback`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Save (draft) or submit a confirmed lesson's feedback; a submitted one can be edited PUT /api/schedules/${param0}/feedback */
export async function saveScheduleFeedback(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.saveScheduleFeedbackParams,
  body: API.ScheduleFeedbackSaveInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleFeedback>(`/api/schedules/${param0}/feedback`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** A confirmed lesson's feedback as a PDF GET /api/schedules/${param0}/feedback/pdf */
export async function downloadScheduleFeedbackPdf(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadScheduleFeedbackPdfParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<string>(`/api/schedules/${param0}/feedback/pdf`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

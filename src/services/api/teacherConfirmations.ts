// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The caller's own lessons to confirm (past, unconfirmed) or to give feedback on GET /api/teacher-confirmations */
export async function listTeacherConfirmations(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listTeacherConfirmationsParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.TeacherLesson[]; total: number }>(
    `/api/teacher-confirmations`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Cancel an own lesson that did not take place: nothing charged, nothing paid POST /api/teacher-confirmations/${param0}/cancel */
export async function cancelOwnLesson(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.cancelOwnLessonParams,
  body: API.LessonCancellationInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.TeacherLessonResult>(
    `/api/teacher-confirmations/${param0}/cancel`,
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

/** Confirm an own lesson with the real times and attendance: charges students, pays the teacher POST /api/teacher-confirmations/${param0}/confirm */
export async function confirmLesson(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.confirmLessonParams,
  body: API.LessonConfirmationInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.TeacherLessonResult>(
    `/api/teacher-confirmations/${param0}/confirm`,
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

/** Confirm an own lesson as planned: planned times, every student present POST /api/teacher-confirmations/${param0}/confirm-unchanged */
export async function confirmLessonUnchanged(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.confirmLessonUnchangedParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.TeacherLessonResult>(
    `/api/teacher-confirmations/${param0}/confirm-unchanged`,
    {
      method: "POST",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

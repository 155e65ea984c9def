// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** A teacher's weekly hours and date exceptions (a teacher: their own) GET /api/teacher-availability */
export async function getTeacherAvailability(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getTeacherAvailabilityParams,
  options?: { [key: string]: any }
) {
  return request<API.TeacherAvailability>(`/api/teacher-availability`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Add a date exception: unavailable (all day or some hours) or extra available hours POST /api/teacher-availability/${param0}/exceptions */
export async function createAvailabilityException(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.createAvailabilityExceptionParams,
  body: API.AvailabilityExceptionCreateInput,
  options?: { [key: string]: any }
) {
  const { teacherId: param0, ...queryParams } = params;
  return request<API.AvailabilityException>(
    `/api/teacher-availability/${param0}/exceptions`,
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

/** Replace a teacher's weekly hours (slots of one weekday may not overlap) PUT /api/teacher-availability/${param0}/slots */
export async function replaceAvailabilitySlots(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.replaceAvailabilitySlotsParams,
  body: API.AvailabilitySlotsUpdateInput,
  options?: { [key: string]: any }
) {
  const { teacherId: param0, ...queryParams } = params;
  return request<API.TeacherAvailability>(
    `/api/teacher-availability/${param0}/slots`,
    {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
      },
      params: { ...queryParams },
      data: body,
      ...(options || {}),
    }
  );
}

/** Available intervals over a calendar's visible range, per teacher (a teacher: their own) GET /api/teacher-availability/calendar */
export async function getAvailabilityCalendar(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getAvailabilityCalendarParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.AvailabilityInterval[] }>(
    `/api/teacher-availability/calendar`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Remove a date exception DELETE /api/teacher-availability/exceptions/${param0} */
export async function deleteAvailabilityException(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.deleteAvailabilityExceptionParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(
    `/api/teacher-availability/exceptions/${param0}`,
    {
      method: "DELETE",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

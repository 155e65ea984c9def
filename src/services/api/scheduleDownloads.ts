// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Lessons of a date range (at most 31 days) as .xlsx, one row per lesson and student GET /api/schedules/download */
export async function downloadSchedules(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadSchedulesParams,
  options?: { [key: string]: any }
) {
  return request<string>(`/api/schedules/download`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Lessons of the week starting on a Monday as .xlsx, one row per lesson and student GET /api/schedules/download/week */
export async function downloadScheduleWeek(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadScheduleWeekParams,
  options?: { [key: string]: any }
) {
  return request<string>(`/api/schedules/download/week`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** A term's registered students against its lesson dates (Present/Absent) as .xlsx GET /api/terms/${param0}/attendance */
export async function downloadTermAttendance(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadTermAttendanceParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<string>(`/api/terms/${param0}/attendance`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Lessons for the table view, paged, sorted and filtered GET /api/schedules */
export async function listSchedules(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listSchedulesParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.ScheduleItem[]; total: number }>(
    `/api/schedules`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Create lessons: one per schedule time, repeated weekly if asked (at most 200) POST /api/schedules */
export async function createSchedules(
  body: API.ScheduleCreateInput,
  options?: { [key: string]: any }
) {
  return request<API.ScheduleCreatedResult>(`/api/schedules`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One lesson GET /api/schedules/${param0} */
export async function getSchedule(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getScheduleParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleItemResult>(`/api/schedules/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Edit an unconfirmed lesson, or it and the following ones of its series PUT /api/schedules/${param0} */
export async function updateSchedule(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateScheduleParams,
  body: API.ScheduleUpdateInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleIdsResult>(`/api/schedules/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Cancel a lesson (a confirmed one: administrators only, its charges and pay are reversed) POST /api/schedules/${param0}/cancel */
export async function cancelSchedule(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.cancelScheduleParams,
  body: API.ScheduleCancelInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleItemResult>(`/api/schedules/${param0}/cancel`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** A lesson's audit trail: who changed or cancelled it after confirmation, when and why GET /api/schedules/${param0}/changes */
export async function listScheduleChanges(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listScheduleChangesParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleChangeList>(`/api/schedules/${param0}/changes`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Correct a confirmed lesson (administrators): its charges and teacher's pay are reversed and re-applied PUT /api/schedules/${param0}/confirmation */
export async function correctLessonConfirmation(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.correctLessonConfirmationParams,
  body: API.LessonConfirmationCorrectionInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleChangeResult>(
    `/api/schedules/${param0}/confirmation`,
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

/** Move or resize an unconfirmed lesson (calendar drag) PATCH /api/schedules/${param0}/time */
export async function moveSchedule(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.moveScheduleParams,
  body: API.ScheduleTimeChangeInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleItemResult>(`/api/schedules/${param0}/time`, {
    method: "PATCH",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Lessons overlapping a visible calendar range (at most 62 days) GET /api/schedules/calendar */
export async function listCalendarLessons(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listCalendarLessonsParams,
  options?: { [key: string]: any }
) {
  return request<API.CalendarResult>(`/api/schedules/calendar`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Clashes of proposed times with the teacher's and students' lessons and the teacher's availability POST /api/schedules/conflicts */
export async function checkScheduleConflicts(
  body: API.ScheduleConflictQueryInput,
  options?: { [key: string]: any }
) {
  return request<API.ScheduleConflictsResult>(`/api/schedules/conflicts`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Copy lessons every week after them, as new unconfirmed lessons POST /api/schedules/repeat-weekly */
export async function repeatSchedulesWeekly(
  body: API.ScheduleRepeatWeeklyInput,
  options?: { [key: string]: any }
) {
  return request<API.ScheduleIdsResult>(`/api/schedules/repeat-weekly`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

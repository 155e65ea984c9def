// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Teachers, paged, sorted and filtered GET /api/teachers */
export async function listTeachers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listTeachersParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.Teacher[]; total: number }>(
    `/api/teachers`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Create a teacher with their sign-in account (ROLE_TEACHER) POST /api/teachers */
export async function createTeacher(
  body: API.TeacherCreateInput,
  options?: { [key: string]: any }
) {
  return request<API.Teacher>(`/api/teachers`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One teacher GET /api/teachers/${param0} */
export async function getTeacher(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getTeacherParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Teacher>(`/api/teachers/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Edit a teacher (login and e-mail are required; other fields left out keep their value) PUT /api/teachers/${param0} */
export async function updateTeacher(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateTeacherParams,
  body: API.TeacherUpdateInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Teacher>(`/api/teachers/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Delete a teacher: the account is deactivated and unlisted; its history stays DELETE /api/teachers/${param0} */
export async function deleteTeacher(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.deleteTeacherParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/teachers/${param0}`, {
    method: "DELETE",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Reveal a teacher's SIN (administrators only; every reveal is logged) POST /api/teachers/${param0}/sin */
export async function revealTeacherSin(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.revealTeacherSinParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.TeacherSin>(`/api/teachers/${param0}/sin`, {
    method: "POST",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Delete several teachers at once (all or none) POST /api/teachers/delete */
export async function deleteTeachers(
  body: API.TeacherDeletionInput,
  options?: { [key: string]: any }
) {
  return request<API.OkResult>(`/api/teachers/delete`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** The calendar colour a new teacher gets: the first palette colour no active teacher has GET /api/teachers/next-colour */
export async function getNextTeacherColour(options?: { [key: string]: any }) {
  return request<API.NextTeacherColour>(`/api/teachers/next-colour`, {
    method: "GET",
    ...(options || {}),
  });
}

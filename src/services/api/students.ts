// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Students, paged, sorted, searched and filtered (status, referral, balance) GET /api/students */
export async function listStudents(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listStudentsParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.Student[]; total: number }>(
    `/api/students`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Add a student (a blank student number is assigned the next free one) POST /api/students */
export async function createStudent(
  body: API.StudentCreateInput,
  options?: { [key: string]: any }
) {
  return request<API.Student>(`/api/students`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One student GET /api/students/${param0} */
export async function getStudent(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getStudentParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Student>(`/api/students/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Edit a student (not the voucher balance nor the status: they have their own calls) PUT /api/students/${param0} */
export async function updateStudent(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateStudentParams,
  body: API.StudentUpdateInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Student>(`/api/students/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Activate students (from inactive or suspended) POST /api/students/activate */
export async function activateStudents(
  body: API.StudentIdsInput,
  options?: { [key: string]: any }
) {
  return request<API.StudentStatusChange>(`/api/students/activate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Deactivate students; those a rule keeps as they are are listed with the reason POST /api/students/deactivate */
export async function deactivateStudents(
  body: API.StudentIdsInput,
  options?: { [key: string]: any }
) {
  return request<API.StudentStatusChange>(`/api/students/deactivate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Suspend students POST /api/students/suspend */
export async function suspendStudents(
  body: API.StudentIdsInput,
  options?: { [key: string]: any }
) {
  return request<API.StudentStatusChange>(`/api/students/suspend`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Courses, paged, sorted and filtered GET /api/courses */
export async function listCourses(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listCoursesParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.Course[]; total: number }>(
    `/api/courses`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Create a course POST /api/courses */
export async function createCourse(
  body: API.CourseEditInput,
  options?: { [key: string]: any }
) {
  return request<API.Course>(`/api/courses`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One course with its teachers GET /api/courses/${param0} */
export async function getCourse(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getCourseParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Course>(`/api/courses/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Edit a course (teacherIds left out keeps its teachers) PUT /api/courses/${param0} */
export async function updateCourse(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateCourseParams,
  body: API.CourseEditInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Course>(`/api/courses/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Add teachers to a course (ones already teaching it are left as they are) POST /api/courses/${param0}/teachers */
export async function addCourseTeachers(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.addCourseTeachersParams,
  body: API.CourseTeachersAdditionInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.Course>(`/api/courses/${param0}/teachers`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Remove a teacher from a course DELETE /api/courses/${param0}/teachers/${param1} */
export async function removeCourseTeacher(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.removeCourseTeacherParams,
  options?: { [key: string]: any }
) {
  const { id: param0, teacherId: param1, ...queryParams } = params;
  return request<API.Course>(`/api/courses/${param0}/teachers/${param1}`, {
    method: "DELETE",
    params: { ...queryParams },
    ...(options || {}),
  });
}

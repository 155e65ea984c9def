/**
 * Pure translations between what the Courses screen holds (ProTable's paging, sorting and search;
 * the course form's values) and what the API takes, each unit-tested on its own.
 */

export const SORTABLE_COURSE_FIELDS = ['school', 'number', 'name', 'createdAt'] as const;

type TableSort = Record<string, 'ascend' | 'descend' | null | undefined>;

/** ProTable's `{ name: 'ascend' }` → `name,asc`; undefined when no sortable column is sorted. */
export function toSortParam(sort: TableSort | undefined): string | undefined {
  const [field, order] =
    Object.entries(sort ?? {}).find(
      ([key, value]) => value && (SORTABLE_COURSE_FIELDS as readonly string[]).includes(key),
    ) ?? [];
  if (!field || !order) return undefined;
  return `${field},${order === 'ascend' ? 'asc' : 'desc'}`;
}

/** What ProTable passes to `request`: paging, the toolbar keyword and the search form's teacher. */
export type CourseTableParams = {
  current?: number;
  pageSize?: number;
  keyword?: string;
  teacherId?: string | number;
};

/** The query for GET /api/courses; the server refuses unknown parameters, so only its own are built. */
export function toCourseListParams(params: CourseTableParams, sort?: TableSort): API.listCoursesParams {
  const teacherId = Number(params.teacherId);
  const keyword = params.keyword?.trim();
  return {
    page: params.current ?? 1,
    pageSize: params.pageSize ?? 20,
    sort: toSortParam(sort),
    keyword: keyword || undefined,
    teacherId: Number.isInteger(teacherId) && teacherId > 0 ? teacherId : undefined,
  };
}

export type CourseFormValues = {
  school?: string;
  number?: string;
  name: string;
  description?: string;
  teacherIds?: number[];
};

export function toCourseFormValues(course: API.Course): CourseFormValues {
  return {
    school: course.school ?? undefined,
    number: course.number ?? undefined,
    name: course.name,
    description: course.description ?? undefined,
    teacherIds: course.teachers.map((teacher) => teacher.id),
  };
}

const blankToNull = (value?: string) => value?.trim() || null;

/** The body for create and edit; blanks are sent as null so a cleared field is cleared. */
export function toCourseBody(values: CourseFormValues): API.CourseEditInput {
  return {
    school: blankToNull(values.school),
    number: blankToNull(values.number),
    name: values.name.trim(),
    description: blankToNull(values.description),
    teacherIds: values.teacherIds ?? [],
  };
}

/** Teacher choices for a select: the ones already chosen keep their names beside the server's matches. */
export function teacherOptions(chosen: API.CourseTeacher[], found: API.Teacher[]) {
  const byId = new Map(chosen.map((teacher) => [teacher.id, teacher.name]));
  for (const teacher of found) {
    byId.set(teacher.id, [teacher.firstName, teacher.lastName].filter(Boolean).join(' ') || teacher.login);
  }
  return [...byId].map(([value, label]) => ({ value, label }));
}

import { blankToNull, changedIds } from '@/components/FormSupport/form-values';
import {
  idOrUnset,
  pageQueryOf,
  toSortParam as sortParamOf,
  type TablePageParams,
  type TableSort,
} from '@/components/ProTableSupport';
import { teacherLabel, withChosen } from '@/components/ReferenceSelect';

/**
 * Pure translations between what the Courses screen holds (ProTable's paging, sorting and search;
 * the course form's values) and what the API takes, each unit-tested on its own.
 */

export const SORTABLE_COURSE_FIELDS = ['school', 'number', 'name', 'createdAt'] as const;

/** ProTable's `{ name: 'ascend' }` → `name,asc`; undefined when no sortable column is sorted. */
export const toSortParam = (sort: TableSort | undefined) => sortParamOf(sort, SORTABLE_COURSE_FIELDS);

/** What ProTable passes to `request`: paging, the toolbar keyword and the search form's teacher. */
export type CourseTableParams = TablePageParams & { teacherId?: string | number };

/** The query for GET /api/courses; the server refuses unknown parameters, so only its own are built. */
export function toCourseListParams(params: CourseTableParams, sort?: TableSort): API.listCoursesParams {
  return { ...pageQueryOf(params, toSortParam(sort)), teacherId: idOrUnset(params.teacherId) };
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

/**
 * The body for create and edit (`course` is the one edited); blanks are sent as null so a cleared
 * field is cleared. On edit the teachers are sent only when the user changed them: the server keeps
 * them when left out, so an edit never undoes a link made elsewhere since the list was loaded.
 */
export function toCourseBody(values: CourseFormValues, course?: API.Course): API.CourseEditInput {
  const teacherIds = course
    ? changedIds(
        values.teacherIds,
        course.teachers.map((teacher) => teacher.id),
      )
    : (values.teacherIds ?? []);
  return {
    school: blankToNull(values.school),
    number: blankToNull(values.number),
    name: values.name.trim(),
    description: blankToNull(values.description),
    ...(teacherIds && { teacherIds }),
  };
}

/** Teacher choices for a select: the ones already chosen keep their names beside the server's matches. */
export function teacherOptions(chosen: API.CourseTeacher[], found: API.Teacher[]) {
  return withChosen(
    chosen.map((teacher) => ({ value: teacher.id, label: teacher.name })),
    found.map((teacher) => ({ value: teacher.id, label: teacherLabel(teacher) })),
  );
}

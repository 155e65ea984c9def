import type { Dayjs } from 'dayjs';
import { blankToNull, changedIds, isoDateOrNull } from '@/components/FormSupport/form-values';
import { formatMoney } from '@/components/Money';
import {
  booleanFilterOf,
  idOrUnset,
  pageQueryOf,
  toSortParam as sortParamOf,
  type TablePageParams,
  type TableSort,
} from '@/components/ProTableSupport';
import { withChosen } from '@/components/ReferenceSelect';

/**
 * Pure translations between what the Teachers screen holds (ProTable's paging, sorting and search;
 * the teacher form's values) and what the API takes and returns, each unit-tested on its own.
 */

export const SORTABLE_TEACHER_FIELDS = [
  'employeeId',
  'login',
  'firstName',
  'lastName',
  'preferredName',
  'email',
  'phone',
  'hourlyRate',
  'activated',
  'createdAt',
] as const;

/** ProTable's `{ login: 'ascend' }` → `login,asc`; undefined when no sortable column is sorted. */
export const toSortParam = (sort: TableSort | undefined) => sortParamOf(sort, SORTABLE_TEACHER_FIELDS);

/** What ProTable passes to `request`: paging, the toolbar keyword and the search form's fields. */
export type TeacherTableParams = TablePageParams & {
  activated?: string | boolean;
  courseId?: string | number;
};

/** The query for GET /api/teachers; the server refuses unknown parameters, so only its own are built. */
export function toTeacherListParams(params: TeacherTableParams, sort?: TableSort): API.listTeachersParams {
  return {
    ...pageQueryOf(params, toSortParam(sort)),
    activated: booleanFilterOf(params.activated),
    courseId: idOrUnset(params.courseId),
  };
}

/** The colour used when the server cannot suggest a free one. */
export const DEFAULT_TEACHER_COLOR = '#1890ff';

export type TeacherFormValues = {
  login: string;
  /** Required on create; on edit a blank password keeps the current one. */
  password?: string;
  email: string;
  firstName?: string;
  lastName?: string;
  preferredName?: string;
  /** The date picker may hand back a Dayjs or its 'YYYY-MM-DD' string. */
  birthday?: Dayjs | string | null;
  phone?: string;
  wechat?: string;
  activated: boolean;
  employeeId?: string;
  /** Typed digits only; blank on edit keeps the SIN on file. */
  sin?: string;
  /** On edit: remove the SIN on file. */
  clearSin?: boolean;
  payrollContact?: string;
  hourlyRate?: string;
  operatingArea?: string;
  courseIds?: number[];
  color: string;
  advantage?: string;
  disadvantage?: string;
  feedback?: string;
};

/** A new teacher's colour is filled in once the server suggests one (TeacherForm). */
export const NEW_TEACHER_DEFAULTS: Partial<TeacherFormValues> = {
  activated: true,
  courseIds: [],
};

const orUndefined = (value: string | null) => value ?? undefined;

/** A teacher → the edit form's starting values (never a password, never the SIN). */
export function toTeacherFormValues(teacher: API.Teacher): TeacherFormValues {
  return {
    login: teacher.login,
    email: teacher.email ?? '',
    firstName: orUndefined(teacher.firstName),
    lastName: orUndefined(teacher.lastName),
    preferredName: orUndefined(teacher.preferredName),
    birthday: orUndefined(teacher.birthday),
    phone: orUndefined(teacher.phone),
    wechat: orUndefined(teacher.wechat),
    activated: teacher.activated,
    employeeId: orUndefined(teacher.employeeId),
    payrollContact: orUndefined(teacher.payrollContact),
    hourlyRate: orUndefined(teacher.hourlyRate),
    operatingArea: orUndefined(teacher.operatingArea),
    courseIds: teacher.courses.map((course) => course.id),
    color: teacher.color,
    advantage: orUndefined(teacher.advantage),
    disadvantage: orUndefined(teacher.disadvantage),
    feedback: orUndefined(teacher.feedback),
  };
}

/** Fields shared by create and edit; cleared optional fields are sent as null so they are cleared. */
function toTeacherFields(values: TeacherFormValues) {
  return {
    login: values.login.trim(),
    email: values.email.trim(),
    firstName: blankToNull(values.firstName),
    lastName: blankToNull(values.lastName),
    preferredName: blankToNull(values.preferredName),
    birthday: isoDateOrNull(values.birthday),
    phone: blankToNull(values.phone),
    wechat: blankToNull(values.wechat),
    activated: values.activated ?? true,
    employeeId: blankToNull(values.employeeId),
    payrollContact: blankToNull(values.payrollContact),
    hourlyRate: blankToNull(values.hourlyRate),
    operatingArea: blankToNull(values.operatingArea),
    color: values.color || DEFAULT_TEACHER_COLOR,
    advantage: blankToNull(values.advantage),
    disadvantage: blankToNull(values.disadvantage),
    feedback: blankToNull(values.feedback),
  };
}

/** Only the digits of what was typed, so "123 456 789" and "123-456-789" both send "123456789". */
export const sinDigits = (value?: string) => (value ?? '').replace(/\D/g, '');

/**
 * The SIN field as typed without its separators (spaces, dashes): "046-454 286" → "046454286". Extra
 * digits and other characters stay, so the field's rule says the SIN must be exactly 9 digits rather
 * than a typo being cut down to a valid-looking number.
 */
export const sinWithoutSeparators = (value?: string) => (value ?? '').replace(/[\s-]/g, '');

export function toTeacherCreateBody(values: TeacherFormValues): API.TeacherCreateInput {
  const sin = sinDigits(values.sin);
  return {
    ...toTeacherFields(values),
    courseIds: values.courseIds ?? [],
    password: values.password ?? '',
    ...(sin && { sin }),
  };
}

/**
 * On edit the server keeps what is left out: a blank password and a blank SIN are omitted (kept);
 * "remove the SIN" sends null. The courses are sent only when the user changed them, so an edit never
 * undoes a course link made elsewhere (the Courses screen) since the list was loaded.
 */
export function toTeacherUpdateBody(values: TeacherFormValues, teacher: API.Teacher): API.TeacherUpdateInput {
  const sin = sinDigits(values.sin);
  const courseIds = changedIds(
    values.courseIds,
    teacher.courses.map((course) => course.id),
  );
  return {
    ...toTeacherFields(values),
    ...(courseIds && { courseIds }),
    ...(values.password && { password: values.password }),
    ...(sin ? { sin } : values.clearSin && { sin: null }),
  } as API.TeacherUpdateInput;
}

/** "35.5" → "$35.50" (the centre's currency) for display; the value itself stays the server's decimal string. */
export function formatRate(amount: string | null): string {
  return amount ? formatMoney(amount) : '';
}

/** "Tina Turner (Tee)": first and last name, the preferred name in brackets, else the login. */
export function teacherDisplayName(teacher: Pick<API.Teacher, 'firstName' | 'lastName' | 'preferredName' | 'login'>) {
  const full = [teacher.firstName, teacher.lastName].filter(Boolean).join(' ');
  if (!full) return teacher.preferredName || teacher.login;
  return teacher.preferredName ? `${full} (${teacher.preferredName})` : full;
}

/** Select options for courses: the ones already chosen keep their names beside the server's matches. */
export function courseOptions(chosen: API.TeacherCourse[], found: API.Course[]) {
  const toOption = (course: { id: number; name: string }) => ({ value: course.id, label: course.name });
  return withChosen(chosen.map(toOption), found.map(toOption));
}

/** "046454286" → "046 454 286", for the revealed SIN. */
export const formatSin = (sin: string) => sin.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

import type { Dayjs } from 'dayjs';
import { blankToNull, isoDateOrNull } from '@/components/FormSupport/form-values';
import {
  pageQueryOf,
  toSortParam as sortParamOf,
  type TablePageParams,
  type TableSort,
} from '@/components/ProTableSupport';

/**
 * Pure translations between the student screens (ProTable's paging, sorting and search; the student
 * form) and the API. Kept apart from the components so each rule is unit-tested on its own.
 */

export type StudentStatus = API.Student['status'];

/** The two routes share one page: which students each lists. */
export type StudentScreen = 'all' | 'inactive';

export const STUDENT_SCREEN_PATHS: Record<StudentScreen, string> = {
  all: '/student/all-student',
  inactive: '/student/inactive-student',
};

export function screenOf(pathname: string): StudentScreen {
  return pathname.replace(/\/+$/, '').toLowerCase() === STUDENT_SCREEN_PATHS.inactive ? 'inactive' : 'all';
}

/**
 * "All students" are everyone still with the centre, suspended ones included (they come back and
 * must stay findable to be re-activated); "Inactive students" are the ones who left.
 */
export const SCREEN_STATUSES: Record<StudentScreen, StudentStatus[]> = {
  all: ['active', 'suspended'],
  inactive: ['inactive'],
};

/**
 * `?status=active` (the dashboard's "Active students" card) opens the list filtered to that status,
 * when the screen shows it and has a status filter; anything else is ignored.
 */
export function statusFromSearch(screen: StudentScreen, search: string): StudentStatus | undefined {
  const allowed = SCREEN_STATUSES[screen];
  const status = new URLSearchParams(search).get('status');
  return allowed.length > 1 ? allowed.find((choice) => choice === status) : undefined;
}

export const SORTABLE_STUDENT_FIELDS = [
  'studentId',
  'firstName',
  'lastName',
  'startDate',
  'voucherBalance',
  'status',
  'createdAt',
] as const;

export const toSortParam = (sort: TableSort | undefined) => sortParamOf(sort, SORTABLE_STUDENT_FIELDS);

/** What ProTable passes to `request`: paging, the toolbar keyword and the search form's status. */
export type StudentTableParams = TablePageParams & { status?: string };

/**
 * The query for GET /api/students on one screen. A status chosen in the search form narrows the
 * screen's statuses but never leaves them (an inactive student never shows under "All students").
 */
export function toStudentListParams(
  screen: StudentScreen,
  params: StudentTableParams,
  sort?: TableSort,
): API.listStudentsParams {
  const allowed = SCREEN_STATUSES[screen];
  const chosen = allowed.find((status) => status === params.status);
  return {
    ...pageQueryOf(params, toSortParam(sort)),
    ...(chosen || allowed.length === 1 ? { status: chosen ?? allowed[0] } : { statuses: allowed.join(',') }),
  };
}

export type StudentFormValues = {
  studentId?: string;
  firstName: string;
  lastName: string;
  referralId?: number | null;
  /** The date picker may hand back a Dayjs or its 'YYYY-MM-DD' string. */
  startDate?: Dayjs | string | null;
  wechat?: string;
  phone?: string;
  email?: string;
  comments?: string;
  allowSms: boolean;
  allowEmail: boolean;
  hourlyRate?: string;
};

export const NEW_STUDENT_DEFAULTS: Partial<StudentFormValues> = { allowSms: true, allowEmail: true };

export function toStudentFormValues(student: API.Student): StudentFormValues {
  return {
    studentId: student.studentId,
    firstName: student.firstName,
    lastName: student.lastName,
    referralId: student.referralId,
    startDate: student.startDate,
    wechat: student.wechat ?? undefined,
    phone: student.phone ?? undefined,
    email: student.email ?? undefined,
    comments: student.comments ?? undefined,
    allowSms: student.allowSms,
    allowEmail: student.allowEmail,
    hourlyRate: student.hourlyRate ?? undefined,
  };
}

/** Cleared optional fields are sent as null so the server clears them. */
function toStudentFields(values: StudentFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    referralId: values.referralId ?? null,
    startDate: isoDateOrNull(values.startDate),
    wechat: blankToNull(values.wechat),
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    comments: blankToNull(values.comments),
    allowSms: values.allowSms ?? true,
    allowEmail: values.allowEmail ?? true,
    hourlyRate: blankToNull(values.hourlyRate),
  };
}

/** A blank student number is sent as null: the server assigns the next free one. */
export function toStudentCreateBody(values: StudentFormValues): API.StudentCreateInput {
  return { studentId: blankToNull(values.studentId), ...toStudentFields(values) };
}

export function toStudentUpdateBody(values: StudentFormValues): API.StudentUpdateInput {
  return { studentId: (values.studentId ?? '').trim(), ...toStudentFields(values) };
}

import type { Dayjs } from 'dayjs';
import { blankToNull, isoDateOrNull } from '@/components/FormSupport/form-values';
import {
  idOrUnset,
  pageQueryOf,
  type TablePageParams,
  type TableSort,
  toSortParam,
} from '@/components/ProTableSupport';

/**
 * Pure translations between the terms screen (ProTable's paging, sorting and search form; the term
 * form's values) and the API, kept apart from the components so each rule is unit-tested.
 */

export const SORTABLE_TERM_FIELDS = ['startDate', 'endDate', 'school', 'courseName', 'createdAt'] as const;

/** The server's rule, worded for the form (the server says endDate "must be on or after the start date"). */
export const END_BEFORE_START = 'End date must be on or after the start date';

export type TermTableParams = TablePageParams & {
  courseId?: number | string;
  teacherId?: number | string;
};

export function toTermListParams(params: TermTableParams, sort?: TableSort): API.listTermsParams {
  return {
    ...pageQueryOf(params, toSortParam(sort, SORTABLE_TERM_FIELDS)),
    courseId: idOrUnset(params.courseId),
    teacherId: idOrUnset(params.teacherId),
  };
}

type DateValue = Dayjs | string | null | undefined;

export type TermFormValues = {
  school?: string;
  courseId?: number;
  teacherId?: number | null;
  /** Date pickers may hand back a Dayjs or its 'YYYY-MM-DD' string. */
  startDate?: DateValue;
  endDate?: DateValue;
  comments?: string;
};

export function toIsoDate(value: DateValue): string | undefined {
  return isoDateOrNull(value) ?? undefined;
}

/** True unless both dates are set and the end is before the start (ISO dates compare as text). */
export function endNotBeforeStart(start: DateValue, end: DateValue): boolean {
  const from = toIsoDate(start);
  const to = toIsoDate(end);
  return !from || !to || to >= from;
}

export function toTermFormValues(term: API.Term): TermFormValues {
  return {
    school: term.school ?? undefined,
    courseId: term.courseId,
    teacherId: term.teacherId,
    startDate: term.startDate,
    endDate: term.endDate,
    comments: term.comments ?? undefined,
  };
}

/** The form has checked course and dates are present; cleared optional fields are sent as null. */
export function toTermBody(values: TermFormValues): API.TermBodyInput {
  return {
    school: blankToNull(values.school),
    courseId: values.courseId as number,
    teacherId: values.teacherId ?? null,
    startDate: toIsoDate(values.startDate) ?? '',
    endDate: toIsoDate(values.endDate) ?? '',
    comments: blankToNull(values.comments),
  };
}

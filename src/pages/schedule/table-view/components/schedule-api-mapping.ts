import dayjs, { type Dayjs } from 'dayjs';
import { isoDateOrNull } from '@/components/FormSupport/form-values';
import {
  idOrUnset,
  pageQueryOf,
  type TablePageParams,
  type TableSort,
  toSortParam,
} from '@/components/ProTableSupport';
import {
  FEEDBACK_STATUS_LABELS,
  type FeedbackStatus,
  SCHEDULE_STATUS_LABELS,
  type ScheduleStatus,
} from '@/components/Schedule';

/**
 * Pure translations from the table view's search form, paging and sorting to GET /api/schedules.
 * Unit-tested on their own.
 */

/** The server orders lessons by start time (newest first unless asked otherwise). */
export const SORTABLE_SCHEDULE_FIELDS = ['startTime'] as const;

type DateValue = Dayjs | string | null | undefined;

/** What ProTable passes to `request`: paging and the search form's fields. */
export type ScheduleTableParams = TablePageParams & {
  /** The search form's date range; ProTable may hand back Dayjs values or 'YYYY-MM-DD' strings. */
  dateRange?: DateValue[];
  teacherId?: unknown;
  studentId?: unknown;
  courseId?: unknown;
  status?: string;
  feedbackStatus?: string;
};

/**
 * The week the table opens on (issue 31: it opened on the newest lesson, months ahead): Monday to Sunday
 * around `today`, as the downloads count weeks. The person can change or clear it in the search form.
 */
export function currentWeek(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const monday = today.startOf('day').subtract((today.day() + 6) % 7, 'day');
  return [monday, monday.add(6, 'day')];
}

const isStatus = (value: unknown): value is ScheduleStatus => Object.hasOwn(SCHEDULE_STATUS_LABELS, String(value));
const isFeedbackStatus = (value: unknown): value is FeedbackStatus =>
  Object.hasOwn(FEEDBACK_STATUS_LABELS, String(value));

export function toScheduleListParams(params: ScheduleTableParams, sort?: TableSort): API.listSchedulesParams {
  const [from, to] = params.dateRange ?? [];
  const { keyword: _noKeyword, ...page } = pageQueryOf(params, toSortParam(sort, SORTABLE_SCHEDULE_FIELDS));
  return {
    ...page,
    from: isoDateOrNull(from) ?? undefined,
    to: isoDateOrNull(to) ?? undefined,
    teacherId: idOrUnset(params.teacherId),
    studentId: idOrUnset(params.studentId),
    courseId: idOrUnset(params.courseId),
    status: isStatus(params.status) ? params.status : undefined,
    feedbackStatus: isFeedbackStatus(params.feedbackStatus) ? params.feedbackStatus : undefined,
  };
}

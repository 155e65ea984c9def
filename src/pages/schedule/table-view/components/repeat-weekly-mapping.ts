import type { Dayjs } from 'dayjs';

/** The repeat-weekly form: a number of weekly copies, or a last date. */
export type RepeatValues = { mode: 'weeks' | 'until'; weeks?: number; until?: Dayjs | null };

/** The body of POST /api/schedules/repeat-weekly: exactly one of weeks and until. */
export function toRepeatWeeklyBody(
  scheduleIds: number[],
  values: RepeatValues,
  acknowledgeConflicts: boolean,
): API.ScheduleRepeatWeeklyInput {
  const repeat =
    values.mode === 'until' && values.until ? { until: values.until.format('YYYY-MM-DD') } : { weeks: values.weeks };
  return { scheduleIds, ...repeat, ...(acknowledgeConflicts ? { acknowledgeConflicts: true } : {}) };
}

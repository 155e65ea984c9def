/**
 * The schedules module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */
export { calendarCacheKey } from './calendar-cache';
export { calendarLessonsJson } from './schedule-calendar';
export { cancelLockedLesson } from './schedule-cancel.service';
export { checkScheduleConflicts } from './schedule-conflicts';
export { getSchedule, listSchedules } from './schedule-queries';
export { repeatSchedulesWeekly } from './schedule-repeat';

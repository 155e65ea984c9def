/** The module's front door for its routes: what they use besides its `*.service.ts` files (routes import only those, their schemas and this file). */
export { calendarCacheKey } from './calendar-cache';
export { calendarLessonsJson } from './schedule-calendar';
export { checkScheduleConflicts } from './schedule-conflicts';
export { getSchedule, listSchedules } from './schedule-queries';
export { repeatSchedulesWeekly } from './schedule-repeat';

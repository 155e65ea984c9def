import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { listCalendarLessons } from '@/services/api/schedules';
import { getAvailabilityCalendar } from '@/services/api/teacherAvailability';
import type { CalendarRange } from './calendar-range';

export type CalendarFilterValues = { teacherId?: number; studentId?: number; courseId?: number };

const NONE: never[] = [];

/**
 * The lessons of the visible range under the filters, reloaded whenever either changes (and on
 * `reload`). An answer that arrives after the user has moved on is dropped. A failed load keeps what
 * the calendar showed; `loaded` is for the page to say so (LoadFailed).
 */
export function useCalendarLessons(range: CalendarRange, filters: CalendarFilterValues) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const { teacherId, studentId, courseId } = filters;
  const query = { from, to, teacherId, studentId, courseId };
  const loaded = useLoaded(async () => (await listCalendarLessons(query)).data, query);
  const setLessons = (update: (lessons: API.CalendarLesson[]) => API.CalendarLesson[]) =>
    loaded.setData((lessons) => update(lessons ?? NONE));
  return { lessons: loaded.data ?? NONE, setLessons, loading: loaded.loading, reload: loaded.reload, loaded };
}

/** Teachers' available intervals over the visible range (one teacher's when filtered), while shown; `loaded` says whether they failed. */
export function useAvailability(range: CalendarRange, teacherId: number | undefined, shown: boolean) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const loaded = useLoaded(
    async () => (shown ? (await getAvailabilityCalendar({ from, to, teacherId })).data : NONE),
    [from, to, teacherId, shown],
  );
  return { availability: loaded.data ?? NONE, loaded };
}

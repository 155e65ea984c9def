import { useCallback, useEffect, useState } from 'react';
import { listCalendarLessons } from '@/services/api/schedules';
import { getAvailabilityCalendar } from '@/services/api/teacherAvailability';
import type { CalendarRange } from './calendar-range';

export type CalendarFilterValues = { teacherId?: number; studentId?: number; courseId?: number };

/**
 * The lessons of the visible range under the filters, reloaded whenever either changes (and on
 * `reload`). An answer that arrives after the user has moved on is dropped. A failed load has
 * already been reported by the request layer; the calendar keeps what it showed.
 */
export function useCalendarLessons(range: CalendarRange, filters: CalendarFilterValues) {
  const [lessons, setLessons] = useState<API.CalendarLesson[]>([]);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const { teacherId, studentId, courseId } = filters;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger.
  useEffect(() => {
    let current = true;
    setLoading(true);
    listCalendarLessons({ from, to, teacherId, studentId, courseId })
      .then(({ data }) => current && setLessons(data))
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [from, to, teacherId, studentId, courseId, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { lessons, setLessons, loading, reload };
}

/** Teachers' available intervals over the visible range (one teacher's when filtered), while shown. */
export function useAvailability(range: CalendarRange, teacherId: number | undefined, shown: boolean) {
  const [intervals, setIntervals] = useState<API.AvailabilityInterval[]>([]);
  const from = range.from.toISOString();
  const to = range.to.toISOString();

  useEffect(() => {
    if (!shown) {
      setIntervals([]);
      return;
    }
    let current = true;
    getAvailabilityCalendar({ from, to, teacherId })
      .then(({ data }) => current && setIntervals(data))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [from, to, teacherId, shown]);

  return intervals;
}

import { useEffect, useState } from 'react';
import { listBusyBlocks } from '@/services/api/externalCalendars';
import type { CalendarRange } from './calendar-range';

/** Busy times from teachers' own calendars over the visible range, only while the toggle is on. */
export function useBusyBlocks(range: CalendarRange, teacherId: number | undefined, shown: boolean) {
  const [blocks, setBlocks] = useState<API.BusyBlock[]>([]);
  const from = range.from.toISOString();
  const to = range.to.toISOString();

  useEffect(() => {
    if (!shown) {
      setBlocks([]);
      return;
    }
    let current = true;
    listBusyBlocks({ from, to, teacherId })
      .then(({ data }) => current && setBlocks(data))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [from, to, teacherId, shown]);

  return blocks;
}

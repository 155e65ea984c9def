import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { listBusyBlocks } from '@/services/api/externalCalendars';
import type { CalendarRange } from './calendar-range';

const NONE: API.BusyBlock[] = [];

/** Busy times from teachers' own calendars over the visible range, only while the toggle is on; `loaded` says whether they failed. */
export function useBusyBlocks(range: CalendarRange, teacherId: number | undefined, shown: boolean) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const loaded = useLoaded(
    async () => (shown ? (await listBusyBlocks({ from, to, teacherId })).data : NONE),
    [from, to, teacherId, shown],
  );
  return { busyBlocks: loaded.data ?? NONE, loaded };
}

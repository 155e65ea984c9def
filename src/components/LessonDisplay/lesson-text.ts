import { formatTimeRange } from '@/utils/format';

/**
 * How a lesson's time reads on every list (table view, student dashboard, teacher drawer): the local
 * date with its weekday, then the clock times; a lesson past midnight shows its end date too.
 */
export const lessonWhen = (startTime: string, endTime: string): string => formatTimeRange(startTime, endTime);

/** "1 h 30 min", "45 min", "2 h". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

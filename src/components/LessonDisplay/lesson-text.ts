import dayjs from 'dayjs';

/**
 * How a lesson's time reads on every list (table view, student dashboard, teacher drawer): the local
 * date with its weekday, then the clock times; a lesson past midnight shows its end date too.
 */
export function lessonWhen(startTime: string, endTime: string): string {
  const start = dayjs(startTime);
  const end = dayjs(endTime);
  const endText = end.isSame(start, 'day') ? end.format('HH:mm') : end.format('YYYY-MM-DD HH:mm');
  return `${start.format('YYYY-MM-DD ddd HH:mm')}–${endText}`;
}

/** "1 h 30 min", "45 min", "2 h". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

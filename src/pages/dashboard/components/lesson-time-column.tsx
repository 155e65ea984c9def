import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { getDisplaySettings } from '@/utils/display-settings';

type Lesson = { id: number; startTime: string; endTime: string };

/**
 * The column's width for its one-line label on the centre's clock: "16:00–17:00" or "10:00 AM–11:00 AM",
 * after "Tue 2026-11-24 " when `withDate`. A table with a cut (ellipsis) column lays its columns out at
 * fixed widths, so a label wider than its column would run over the next one (the teacher's dot).
 */
function timeColumnWidth(withDate: boolean) {
  const twelveHour = getDisplaySettings().timeFormat === '12h';
  return (twelveHour ? 160 : 110) + (withDate ? 110 : 0);
}

/**
 * The dashboard's lesson time as a link that opens the lesson the way the calendar does. A link (not
 * only a clickable row) so that a keyboard reaches it.
 */
export function lessonTimeColumn<T extends Lesson>({
  title,
  withDate = false,
  label,
  onOpenLesson,
}: {
  title: string;
  withDate?: boolean;
  label: (lesson: T) => ReactNode;
  onOpenLesson: (id: number) => void;
}): ColumnType<T> {
  return {
    title,
    key: 'time',
    width: timeColumnWidth(withDate),
    render: (_, lesson) => (
      <a
        href={`#lesson-${lesson.id}`}
        // One line whatever the centre's clock: "4:00 PM–5:00 PM" must not break after the first time.
        style={{ whiteSpace: 'nowrap' }}
        onClick={(event) => {
          event.preventDefault();
          onOpenLesson(lesson.id);
        }}
      >
        {label(lesson)}
      </a>
    ),
  };
}

import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

type Lesson = { id: number; startTime: string; endTime: string };

/**
 * The dashboard's lesson time as a link that opens the lesson the way the calendar does. A link (not
 * only a clickable row) so that a keyboard reaches it.
 */
export function lessonTimeColumn<T extends Lesson>({
  title,
  width,
  label,
  onOpenLesson,
}: {
  title: string;
  width?: number;
  label: (lesson: T) => ReactNode;
  onOpenLesson: (id: number) => void;
}): ColumnType<T> {
  return {
    title,
    key: 'time',
    width,
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

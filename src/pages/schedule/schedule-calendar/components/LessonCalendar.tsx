import dayjs from 'dayjs';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import {
  Calendar,
  type DateLocalizer,
  dayjsLocalizer,
  type EventProps,
  type Formats,
  type View,
} from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './LessonCalendar.less';
import { DATE_PATTERN, timePattern, WEEKDAY_DATE_PATTERN } from '@/utils/format';
import { AGENDA_DAYS, CALENDAR_VIEWS } from './calendar-range';
import { type CalendarEvent, eventLook, eventTooltip, isMovable, type LessonEvent } from './lesson-events';

const localizer = dayjsLocalizer(dayjs);
const DragAndDropCalendar = withDragAndDrop<CalendarEvent>(Calendar);
/** Day and week views open scrolled to the working day; only the time of day counts. */
const MORNING = dayjs().startOf('day').hour(8).toDate();

type Range = { start: Date; end: Date };

/** The calendar writes dates and times the app's one way, with the centre's clock (src/utils/format). */
function calendarFormats(): Formats {
  const time = timePattern();
  const range = ({ start, end }: Range, _culture?: string, local?: DateLocalizer) =>
    `${local?.format(start, time)}–${local?.format(end, time)}`;
  return {
    timeGutterFormat: time,
    eventTimeRangeFormat: range,
    selectRangeFormat: range,
    agendaTimeRangeFormat: range,
    agendaTimeFormat: time,
    agendaDateFormat: WEEKDAY_DATE_PATTERN,
    dayFormat: 'ddd DD',
    dayHeaderFormat: WEEKDAY_DATE_PATTERN,
    dayRangeHeaderFormat: ({ start, end }: Range, _culture?: string, local?: DateLocalizer) =>
      `${local?.format(start, DATE_PATTERN)} – ${local?.format(end, DATE_PATTERN)}`,
    agendaHeaderFormat: ({ start, end }: Range, _culture?: string, local?: DateLocalizer) =>
      `${local?.format(start, DATE_PATTERN)} – ${local?.format(end, DATE_PATTERN)}`,
  };
}

const LINE: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** One line of an event's box, cut at the end of its own text whichever way the page runs. */
const Line = ({ text }: { text: string }) => (
  <div style={LINE} dir="auto">
    {text}
  </div>
);

/**
 * A lesson in the week and day views: course, teacher and students on their own lines, each cut with an
 * ellipsis where the box ends; the whole text is the event's hover title (tooltipAccessor). Each line
 * takes its own text's direction (dir="auto"), so a Latin name in a right-to-left page, or a Hebrew one
 * in a left-to-right page, is cut at its own end (issue 31 item 10).
 */
function LessonEventBox({ event }: EventProps<CalendarEvent>) {
  if (event.kind !== 'lesson') return <Line text={event.title} />;
  const { lesson } = event;
  const students = lesson.students.map((student) => student.name).join(', ');
  return (
    <div>
      <Line text={lesson.courseName} />
      {lesson.teacherName && <Line text={lesson.teacherName} />}
      {students && <Line text={students} />}
    </div>
  );
}

const ACTIVATING_KEYS = new Set(['Enter', ' ']);

/** Table roles react-big-calendar puts on divs that do not form a table (axe: aria-required-parent/children). */
const FALSE_TABLE_ROLES = ['table', 'rowgroup', 'row', 'columnheader', 'cell'].map((role) => `[role="${role}"]`).join();

/**
 * The month, week and day grids are drawn with divs that carry table roles without the table's
 * structure, which assistive technology reads as a broken table. Those roles are taken off as the
 * calendar draws (the agenda's real table keeps its own). Every lesson is a button in the tab order in
 * every view (react-big-calendar makes only the week and day views' events focusable, named by their
 * time and text; Enter or Space opens one); shading (availability, busy times) is not a control and
 * leaves the tab order. Done on the drawn elements: the drag-and-drop addon wraps each event in its
 * own wrapper, which passes no props of ours down.
 */
function useAccessibleGrid() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const strip = () => {
      for (const element of root.querySelectorAll(FALSE_TABLE_ROLES)) {
        element.removeAttribute('role');
        element.removeAttribute('aria-sort');
      }
      for (const lesson of root.querySelectorAll<HTMLElement>('.rbc-event.calendar-lesson:not([tabindex])')) {
        lesson.tabIndex = 0;
        lesson.setAttribute('role', 'button');
      }
      for (const shading of root.querySelectorAll<HTMLElement>('.rbc-background-event[tabindex="0"]')) {
        shading.tabIndex = -1;
        shading.removeAttribute('role');
      }
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** The lesson a drag moved or resized, and its new times. */
export type LessonMove = { lesson: API.CalendarLesson; start: Date; end: Date };

type LessonCalendarProps = {
  view: View;
  date: Date;
  lessons: LessonEvent[];
  availability: CalendarEvent[];
  onView: (view: View) => void;
  onNavigate: (date: Date) => void;
  onOpenLesson: (lesson: API.CalendarLesson) => void;
  onSelectSlot: (slot: { start: Date; end: Date }) => void;
  onMoveLesson: (move: LessonMove) => void;
};

/** react-big-calendar with drag-and-drop, lessons in their teachers' colours, availability behind them. */
export default function LessonCalendar(props: LessonCalendarProps) {
  const moved = ({ event, start, end }: EventInteractionArgs<CalendarEvent>) => {
    if (event.kind === 'lesson')
      props.onMoveLesson({ lesson: event.lesson, start: new Date(start), end: new Date(end) });
  };
  const calendarRef = useAccessibleGrid();
  const keyed = (event: CalendarEvent, key: KeyboardEvent) => {
    if (event.kind !== 'lesson' || !ACTIVATING_KEYS.has(key.key)) return;
    key.preventDefault();
    props.onOpenLesson(event.lesson);
  };
  return (
    <div ref={calendarRef}>
      <DragAndDropCalendar
        localizer={localizer}
        formats={calendarFormats()}
        components={{
          week: { event: LessonEventBox },
          work_week: { event: LessonEventBox },
          day: { event: LessonEventBox },
        }}
        view={props.view}
        date={props.date}
        views={[...CALENDAR_VIEWS]}
        length={AGENDA_DAYS}
        events={props.lessons}
        backgroundEvents={props.availability}
        onView={props.onView}
        onNavigate={props.onNavigate}
        eventPropGetter={eventLook}
        tooltipAccessor={eventTooltip}
        onSelectEvent={(event) => event.kind === 'lesson' && props.onOpenLesson(event.lesson)}
        onKeyPressEvent={(event, key) => keyed(event, key as unknown as KeyboardEvent)}
        selectable
        onSelectSlot={({ start, end }) => props.onSelectSlot({ start: new Date(start), end: new Date(end) })}
        draggableAccessor={isMovable}
        resizableAccessor={isMovable}
        onEventDrop={moved}
        onEventResize={moved}
        step={15}
        timeslots={4}
        scrollToTime={MORNING}
        popup
        className="lesson-calendar"
        style={{ height: 760 }}
      />
    </div>
  );
}

import dayjs from 'dayjs';
import { Calendar, dayjsLocalizer, type View } from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { AGENDA_DAYS, CALENDAR_VIEWS } from './calendar-range';
import { type CalendarEvent, eventLook, eventTooltip, isMovable, type LessonEvent } from './lesson-events';

const localizer = dayjsLocalizer(dayjs);
const DragAndDropCalendar = withDragAndDrop<CalendarEvent>(Calendar);
/** Day and week views open scrolled to the working day; only the time of day counts. */
const MORNING = dayjs().startOf('day').hour(8).toDate();

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
  return (
    <DragAndDropCalendar
      localizer={localizer}
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
      style={{ height: 760 }}
    />
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, Card, Flex, Spin, Switch } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { View } from 'react-big-calendar';
import PageTitle from '@/components/PageTitle';
import { ScheduleForm, useConflictCheck } from '@/components/Schedule';
import LessonDrawer from '@/components/Schedule/LessonDrawer';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import CalendarFilters from './components/CalendarFilters';
import { lessonTimeOfSlot, visibleRange } from './components/calendar-range';
import LessonCalendar from './components/LessonCalendar';
import { toAvailabilityEvent, toBusyEvent, toLessonEvent } from './components/lesson-events';
import { lessonMover } from './components/lesson-move';
import MoveLessonModal from './components/MoveLessonModal';
import { useBusyBlocks } from './components/useBusyBlocks';
import { type CalendarFilterValues, useAvailability, useCalendarLessons } from './components/useCalendarData';

/** Which form is open: none, a new lesson (maybe at a picked slot), or an existing one. */
type Editing =
  | { mode: 'closed' }
  | { mode: 'new'; slot?: { start: Date; end: Date } }
  | { mode: 'edit'; lesson: API.ScheduleItem };

/**
 * /schedule/schedule-calendar — lessons of the visible range only (each view and date asks the server
 * for its own range), in their teachers' colours; click (or Enter) to open, drag or the lesson's Move to move, pick a slot to plan.
 */
function dateFromSearch(search: string): Date {
  const date = new URLSearchParams(search).get('date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) && dayjs(date).isValid() ? dayjs(date).toDate() : new Date();
}

/**
 * A phone (narrower than antd's md, 768 px) opens on the day: a week there was seven 30 px columns with
 * their headers cut (issue 31). Read once at opening, so the person's own choice of view then stays.
 */
const openingView = (): View => (window.matchMedia?.('(max-width: 767.98px)').matches ? 'day' : 'week');

export default function ScheduleCalendarPage() {
  const [view, setView] = useState<View>(openingView);
  // `?date=YYYY-MM-DD` (the dashboard's "Open in calendar") opens the calendar on that day.
  const [date, setDate] = useState(() => dateFromSearch(window.location.search));
  const [filters, setFilters] = useState<CalendarFilterValues>({});
  const [showAvailability, setShowAvailability] = useState(false);
  const [showBusy, setShowBusy] = useState(false);
  const [openLessonId, setOpenLessonId] = useState<number>();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [movingId, setMovingId] = useState<number>();

  const range = useMemo(() => visibleRange(view, date), [view, date]);
  const { lessons, setLessons, loading, reload, loaded } = useCalendarLessons(range, filters);
  const { availability, loaded: availabilityLoad } = useAvailability(range, filters.teacherId, showAvailability);
  const { busyBlocks, loaded: busyLoad } = useBusyBlocks(range, filters.teacherId, showBusy);
  const { contextHolder, saveWithConflictCheck } = useConflictCheck();
  const moveLesson = lessonMover({ setLessons, saveWithConflictCheck, reload });

  const events = useMemo(() => lessons.map(toLessonEvent), [lessons]);
  const moving = lessons.find((lesson) => lesson.id === movingId);
  const backgroundEvents = useMemo(
    () => [...availability.map(toAvailabilityEvent), ...busyBlocks.map(toBusyEvent)],
    [availability, busyBlocks],
  );

  return (
    <PageContainer title={<PageTitle />}>
      {contextHolder}
      <Card>
        <Flex wrap gap={16} align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <CalendarFilters onChange={setFilters} />
          <Flex wrap gap={16} align="center">
            <Flex gap={8} align="center">
              <Switch id="show-availability" checked={showAvailability} onChange={setShowAvailability} />
              <label htmlFor="show-availability">Show availability</label>
            </Flex>
            <Flex gap={8} align="center">
              <Switch id="show-busy" checked={showBusy} onChange={setShowBusy} />
              <label htmlFor="show-busy">Show busy times</label>
            </Flex>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })}>
              New lesson
            </Button>
          </Flex>
        </Flex>
        {[
          { load: loaded, what: 'the lessons of these dates' },
          { load: availabilityLoad, what: 'the availability' },
          { load: busyLoad, what: 'the busy times' },
        ]
          .filter(({ load }) => load.failed)
          .map(({ load, what }) => (
            <div key={what} style={{ marginBottom: 16 }}>
              <LoadFailed loaded={load} what={what} />
            </div>
          ))}
        {/* An empty grid while loading would read as "no lessons": the spinner says the lessons are on their way. */}
        <Spin spinning={loading} tip="Loading lessons…" delay={150}>
          <LessonCalendar
            view={view}
            date={date}
            lessons={events}
            availability={backgroundEvents}
            onView={setView}
            onNavigate={setDate}
            onOpenLesson={(lesson) => setOpenLessonId(lesson.id)}
            onSelectSlot={(slot) => setEditing({ mode: 'new', slot: lessonTimeOfSlot(slot) })}
            onMoveLesson={moveLesson}
          />
        </Spin>
      </Card>
      {openLessonId !== undefined && (
        <LessonDrawer
          key={openLessonId}
          lessonId={openLessonId}
          onClose={() => setOpenLessonId(undefined)}
          onEdit={(lesson) => setEditing({ mode: 'edit', lesson })}
          onMove={(lesson) => setMovingId(lesson.id)}
          onChanged={reload}
        />
      )}
      {moving && (
        <MoveLessonModal
          key={moving.id}
          lesson={moving}
          onCancel={() => setMovingId(undefined)}
          onMove={(start, end) => {
            setMovingId(undefined);
            // The drawer shows the old time; the calendar shows the lesson at its new place.
            setOpenLessonId(undefined);
            moveLesson({ lesson: moving, start, end });
          }}
        />
      )}
      {editing.mode !== 'closed' && (
        <ScheduleForm
          key={editing.mode === 'edit' ? `edit-${editing.lesson.id}` : 'new'}
          lesson={editing.mode === 'edit' ? editing.lesson : undefined}
          slot={editing.mode === 'new' ? editing.slot : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
          onSaved={() => {
            reload();
            // The drawer shows the lesson as it was; close it so nothing stale stays on screen.
            setOpenLessonId(undefined);
          }}
        />
      )}
    </PageContainer>
  );
}

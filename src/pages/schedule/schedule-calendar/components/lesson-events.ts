import type { CSSProperties } from 'react';
import { SCHEDULE_STATUS_LABELS } from '@/components/Schedule';

/** A lesson as the calendar draws it. */
export type LessonEvent = { kind: 'lesson'; lesson: API.CalendarLesson; title: string; start: Date; end: Date };

/** A teacher's available interval, shaded behind the lessons. */
export type AvailabilityEvent = {
  kind: 'availability';
  interval: API.AvailabilityInterval;
  title: string;
  start: Date;
  end: Date;
};

/** A busy time from the teacher's own calendar, shown behind the lessons when asked for. */
export type BusyEvent = { kind: 'busy'; block: API.BusyBlock; title: string; start: Date; end: Date; allDay: boolean };

export type CalendarEvent = LessonEvent | AvailabilityEvent | BusyEvent;

/** "Algebra · Tina Turner · Ada Lovelace, Alan Turing": what, who teaches, who comes. */
export function lessonTitle(lesson: API.CalendarLesson): string {
  const students = lesson.students.map((student) => student.name).join(', ');
  return [lesson.courseName, lesson.teacherName, students].filter(Boolean).join(' · ');
}

export const toLessonEvent = (lesson: API.CalendarLesson): LessonEvent => ({
  kind: 'lesson',
  lesson,
  title: lessonTitle(lesson),
  start: new Date(lesson.startTime),
  end: new Date(lesson.endTime),
});

export const toAvailabilityEvent = (interval: API.AvailabilityInterval): AvailabilityEvent => ({
  kind: 'availability',
  interval,
  title: `${interval.teacherName} available`,
  start: new Date(interval.start),
  end: new Date(interval.end),
});

export const toBusyEvent = (block: API.BusyBlock): BusyEvent => ({
  kind: 'busy',
  block,
  title: `${block.teacherName} busy${block.title ? `: ${block.title}` : ''}`,
  start: new Date(block.start),
  end: new Date(block.end),
  allDay: block.allDay,
});

/** The hover text also says the status, which the colour alone does not. */
export const eventTooltip = (event: CalendarEvent) =>
  event.kind === 'lesson' ? `${event.title} (${SCHEDULE_STATUS_LABELS[event.lesson.status]})` : event.title;

/** Only unconfirmed lessons can be moved: confirmed ones were charged and paid, cancelled ones are over. */
export const isMovable = (event: CalendarEvent) => event.kind === 'lesson' && event.lesson.status === 'PLANNED';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever contrasts more with the background (the teacher's colour). */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#000000';
  const light = luminance(background);
  // Contrast with white is 1.05 / (L + 0.05); with black (L + 0.05) / 0.05.
  return 1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/**
 * Each lesson in its teacher's colour with readable text; a cancelled one greyed and struck through
 * (edged in the teacher's colour so whose it was still shows); availability as a faint wash.
 */
export function eventLook(event: CalendarEvent): { className: string; style: CSSProperties } {
  if (event.kind === 'busy') {
    // Hatched in the teacher's colour: taken, but not by a lesson.
    const { color } = event.block;
    return {
      className: 'calendar-busy',
      style: {
        background: `repeating-linear-gradient(45deg, ${color}26, ${color}26 6px, #ffffff 6px, #ffffff 12px)`,
        border: `1px solid ${color}`,
        color: '#000000',
      },
    };
  }
  if (event.kind === 'availability') {
    return {
      className: 'calendar-availability',
      style: { backgroundColor: `${event.interval.color}33`, border: 0, color: '#000000' },
    };
  }
  const { color, status } = event.lesson;
  const className = `calendar-lesson calendar-lesson-${status.toLowerCase()}`;
  if (status === 'CANCELLED') {
    return {
      className,
      style: {
        backgroundColor: '#f0f0f0',
        color: '#595959',
        border: `1px dashed ${color}`,
        textDecoration: 'line-through',
      },
    };
  }
  return { className, style: { backgroundColor: color, borderColor: color, color: readableTextColor(color) } };
}

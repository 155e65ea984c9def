import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { zoneDefinition } from './centre-zone';
import type { FeedLesson } from './feed-lessons';

dayjs.extend(utc);
dayjs.extend(timezone);

export type FeedOptions = {
  name: string;
  /** The centre's IANA zone; events carry TZID and the calendar its VTIMEZONE. */
  zone: string;
  /** Host part of the UIDs: a lesson keeps its UID for good. */
  uidDomain: string;
  /** The centre-wide feed names the teacher in each event. */
  showTeacher: boolean;
};

const COURSE_TYPES: Record<string, string> = { PRIVATE: 'Private', GROUP: 'Group', ONLINE: 'Online' };

function describeLesson(lesson: FeedLesson, showTeacher: boolean): string {
  const lines = [`Course: ${lesson.course} (${COURSE_TYPES[lesson.courseType] ?? lesson.courseType})`];
  if (showTeacher) lines.push(`Teacher: ${lesson.teacher}`);
  lines.push(`Students: ${lesson.students.length > 0 ? lesson.students.join(', ') : 'none booked'}`);
  if (lesson.status === 'CANCELLED') lines.push('This lesson is cancelled.');
  return lines.join('\n');
}

/**
 * One VEVENT per lesson (RFC 5545): UID from the lesson id, SEQUENCE from its revision, DTSTAMP from
 * its last change (so an unchanged feed is byte-for-byte the same and its ETag holds), STATUS
 * CANCELLED for a cancelled lesson. Times are written in the centre's zone with TZID; ical-generator
 * only writes a VTIMEZONE for a calendar-level zone, which would also drop the Z from DTSTAMP (UTC by
 * the RFC), so the VTIMEZONE is put in here instead.
 */
export function buildFeed(lessons: FeedLesson[], options: FeedOptions): string {
  const zone = zoneDefinition(options.zone);
  const calendar = ical({ name: options.name, prodId: { company: 'Centre Admin', product: 'Lessons' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  if (zone) calendar.x('X-WR-TIMEZONE', zone.tzid);
  // REFRESH-INTERVAL and X-PUBLISHED-TTL: clients poll at their own pace; this asks for hourly where they honour it.
  calendar.ttl(3600);
  for (const lesson of lessons) {
    const cancelled = lesson.status === 'CANCELLED';
    const at = (instant: Date) => (zone ? dayjs(instant).tz(zone.tzid) : instant);
    calendar.createEvent({
      id: `lesson-${lesson.id}@${options.uidDomain}`,
      sequence: lesson.revision,
      stamp: lesson.updatedAt,
      lastModified: lesson.updatedAt,
      start: at(lesson.start),
      end: at(lesson.end),
      timezone: zone?.tzid ?? null,
      summary: `${cancelled ? 'Cancelled: ' : ''}${lesson.course}${options.showTeacher ? ` (${lesson.teacher})` : ''}`,
      description: describeLesson(lesson, options.showTeacher),
      location: lesson.address ?? (lesson.courseType === 'ONLINE' ? 'Online' : null),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  const text = calendar.toString();
  if (!zone) return text;
  const firstEvent = text.indexOf('BEGIN:VEVENT');
  const at = firstEvent >= 0 ? firstEvent : text.lastIndexOf('END:VCALENDAR');
  return `${text.slice(0, at)}${zone.vtimezone.replace(/\r?\n/g, '\r\n')}\r\n${text.slice(at)}`;
}

import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { zoneDefinition } from './centre-zone';
import type { FeedLesson } from './feed-lessons';

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

function describeLesson(lesson: FeedLesson, { showTeacher }: { showTeacher: boolean }): string {
  const lines = [`Course: ${lesson.course} (${COURSE_TYPES[lesson.courseType] ?? lesson.courseType})`];
  if (showTeacher) lines.push(`Teacher: ${lesson.teacher}`);
  lines.push(`Students: ${lesson.students.length > 0 ? lesson.students.join(', ') : 'none booked'}`);
  if (lesson.status === 'CANCELLED') lines.push('This lesson is cancelled.');
  return lines.join('\n');
}

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded. ical-generator folds the whole calendar
 * itself, but with a new TextEncoder per character, which made a teacher's three-year feed (half a
 * megabyte) take over half a second; this folds the same way, counting octets only for lines that
 * need folding.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  let result = '';
  let octets = 0;
  for (const ch of line) {
    const size = ch.charCodeAt(0) < 0x80 ? 1 : Buffer.byteLength(ch);
    if (octets + size > 75) {
      result += '\r\n ';
      octets = 1;
    }
    result += ch;
    octets += size;
  }
  return result;
}

const foldText = (text: string) => text.split('\r\n').map(foldLine).join('\r\n');

/**
 * One VEVENT per lesson (RFC 5545): UID from the lesson id, SEQUENCE from its revision, DTSTAMP from
 * its last change (so an unchanged feed is byte-for-byte the same and its ETag holds), STATUS
 * CANCELLED for a cancelled lesson. Times are written in the centre's zone with TZID. ical-generator
 * writes the calendar and each event; the events are joined and folded here (see foldLine), and the
 * VTIMEZONE is put in here too: ical-generator only writes one for a calendar-level zone, which would
 * also drop the Z from DTSTAMP (UTC by the RFC).
 */
export function buildFeed(lessons: FeedLesson[], options: FeedOptions): string {
  const zone = zoneDefinition(options.zone);
  const calendar = ical({ name: options.name, prodId: { company: 'Centre Admin', product: 'Lessons' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  if (zone) calendar.x('X-WR-TIMEZONE', zone.tzid);
  // REFRESH-INTERVAL and X-PUBLISHED-TTL: clients poll at their own pace; this asks for hourly where they honour it.
  calendar.ttl(3600);
  const shell = calendar.toString();
  const events: string[] = [];
  for (const lesson of lessons) {
    const cancelled = lesson.status === 'CANCELLED';
    const event = calendar.createEvent({
      id: `lesson-${lesson.id}@${options.uidDomain}`,
      sequence: lesson.revision,
      stamp: lesson.updatedAt,
      lastModified: lesson.updatedAt,
      // With a TZID ical-generator writes a Date's local clock time: the process's zone is the centre's.
      start: lesson.start,
      end: lesson.end,
      timezone: zone?.tzid ?? null,
      summary: `${cancelled ? 'Cancelled: ' : ''}${lesson.course}${options.showTeacher ? ` (${lesson.teacher})` : ''}`,
      description: describeLesson(lesson, { showTeacher: options.showTeacher }),
      location: lesson.address ?? (lesson.courseType === 'ONLINE' ? 'Online' : null),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    events.push(foldText(event.toString().replace(/\r\n$/, '')));
  }
  const insertAt = shell.lastIndexOf('END:VCALENDAR');
  const vtimezone = zone ? `${zone.vtimezone.replace(/\r?\n/g, '\r\n')}\r\n` : '';
  const body = events.length > 0 ? `${events.join('\r\n')}\r\n` : '';
  // RFC 5545 3.1: every content line ends with CRLF, the last one too (ical-generator leaves it off).
  const text = `${shell.slice(0, insertAt)}${vtimezone}${body}${shell.slice(insertAt)}`;
  return text.endsWith('\r\n') ? text : `${text.replace(/\r?\n?$/, '')}\r\n`;
}

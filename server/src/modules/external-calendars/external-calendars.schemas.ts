import { z } from 'zod';
import { fields, optionalIdParam } from '../../lib/validation';

const MAX_BUSY_DAYS = 62;
const instantText = z.string().describe('ISO 8601 instant');

export const feedState = z
  .object({
    active: z.boolean().describe('Whether the feed answers'),
    url: z.string().nullable().describe('The https address of the feed (only its owner sees it)'),
    webcalUrl: z
      .string()
      .nullable()
      .describe('The same address as webcal://, which calendar apps open as a subscription'),
    createdAt: instantText.describe('When this address was made (an older one stopped working then)'),
    lastFetchedAt: instantText.nullable().describe('When a calendar app last downloaded it'),
    lastFetchedBy: z.string().nullable().describe("The downloading app's User-Agent"),
  })
  .meta({ id: 'CalendarFeedState' });

export const subscriptionState = z
  .object({
    maskedUrl: z.string().describe("The teacher's calendar address, masked (it is a secret)"),
    showTitles: z.boolean().describe("Whether the centre sees the events' titles, or only 'Busy'"),
    lastAttemptAt: instantText.nullable().describe('When it was last read'),
    lastSuccessAt: instantText.nullable().describe('When it was last read successfully'),
    lastError: z.string().nullable().describe('Why the last read failed (null when it worked)'),
    busyCount: z.number().int().describe('Busy blocks read from it in the coming weeks'),
    skippedCount: z
      .number()
      .int()
      .describe('Events the last good read left out (a line it could not read, a rule it could not follow)'),
    warning: z.string().nullable().describe('What the last good read left out or guessed, in words (null: nothing)'),
    working: z.boolean().describe('Read successfully the last time'),
    refreshable: z
      .boolean()
      .describe('Whether there is an address to read again (false: busy times imported once from a file)'),
  })
  .meta({ id: 'CalendarSubscriptionState' });

export const myCalendarLinks = z
  .object({
    feed: feedState.nullable().describe('The private feed of own lessons (null: none made yet)'),
    subscription: subscriptionState.nullable().describe('Own calendar read for busy times (null: none linked)'),
  })
  .meta({ id: 'MyCalendarLinks' });

export const centreFeed = z
  .object({ feed: feedState.nullable().describe('The centre-wide feed (null: none made yet)') })
  .meta({ id: 'CentreCalendarFeed' });

export const saveSubscriptionBody = z.strictObject({
  url: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .describe("The secret iCal address of the teacher's own calendar (http, https or webcal)"),
  showTitles: z.boolean().default(false).describe("Let the centre see the events' titles (otherwise only 'Busy')"),
});

export const calendarLinkRow = z
  .object({
    teacherId: z.number().int().describe('Teacher (user id)'),
    teacherName: z.string().describe("The teacher's name"),
    activated: z.boolean().describe('Whether the teacher can sign in'),
    feed: feedState
      .omit({ url: true, webcalUrl: true })
      .nullable()
      .describe("The teacher's feed (its address is the teacher's own)"),
    subscription: subscriptionState.nullable().describe("The teacher's own calendar read for busy times"),
  })
  .meta({ id: 'CalendarLinkRow' });

export const calendarLinksList = z.object({
  success: z.literal(true),
  data: z.array(calendarLinkRow),
  total: z.number().int().describe('Teachers listed'),
});

export const teacherParams = z.strictObject({ teacherId: fields.recordIdParam.describe('Teacher (user id)') });

export const feedParams = z.strictObject({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'must be the feed address as given')
    .describe('The feed token followed by .ics'),
});

export const feedQuery = z.strictObject({
  teacherId: optionalIdParam('Centre feed only: only this teacher'),
  courseId: optionalIdParam('Only this course'),
});

export const busyBlocksQuery = z
  .strictObject({
    from: fields.instant.describe('Start of the visible range (ISO 8601 instant)'),
    to: fields.instant.describe(`End of the visible range, at most ${MAX_BUSY_DAYS} days later`),
    teacherId: optionalIdParam('Only this teacher (a teacher sees only their own anyway)'),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (days > MAX_BUSY_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${MAX_BUSY_DAYS} days after from` });
  });

export const busyBlocksResponse = z
  .object({
    success: z.literal(true),
    data: z.array(
      z
        .object({
          teacherId: z.number().int().describe('Teacher (user id)'),
          teacherName: z.string().describe("The teacher's name"),
          color: z.string().describe("The teacher's calendar colour (#rrggbb)"),
          start: instantText.describe('Busy from'),
          end: instantText.describe('Busy until'),
          allDay: z.boolean().describe('A whole-day event'),
          title: z.string().nullable().describe("The event's title, when the teacher allows it"),
        })
        .meta({ id: 'BusyBlock' }),
    ),
  })
  .meta({ id: 'BusyBlockList' });

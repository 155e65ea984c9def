import { type Endpoint, idTooBig, oversized, unknownField } from './cases';

const EVENTS = ['lessonBooked', 'lessonMoved', 'lessonCancelled', 'dailyReminder', 'feedbackDue'];
const preferences = Object.fromEntries(EVENTS.map((event) => [event, { email: true, sms: false }]));
const WEEK = { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' };

export const externalCalendarEndpoints: Endpoint[] = [
  {
    method: 'PUT',
    url: '/api/account-settings/notifications',
    as: 'teacher',
    body: preferences,
    required: EVENTS,
    cases: [
      {
        name: 'a channel not a yes/no',
        change: { lessonMoved: { email: 'yes', sms: false } },
        field: 'lessonMoved.email',
        message: 'must be a boolean',
      },
      {
        name: 'a channel missing',
        change: { dailyReminder: { email: true } },
        field: 'dailyReminder.sms',
        message: 'is required',
      },
      unknownField,
    ],
  },
  {
    method: 'PUT',
    url: '/api/calendar-links/mine/subscription',
    as: 'teacher',
    body: { url: 'https://calendar.example.com/private-abc/basic.ics', showTitles: false },
    required: ['url'],
    cases: [
      {
        name: 'an ftp address',
        change: { url: 'ftp://example.com/cal.ics' },
        field: 'url',
        message: 'Only http, https and webcal addresses can be read.',
      },
      { name: 'not an address', change: { url: 'my calendar' }, field: 'url', message: 'This is not a web address.' },
      {
        name: 'credentials in the address',
        change: { url: 'https://me:secret@example.com/cal.ics' },
        field: 'url',
        message: 'The address must not contain a user name or password.',
      },
      oversized('url', 2000),
      {
        name: 'showTitles a word',
        change: { showTitles: 'yes' },
        field: 'showTitles',
        message: 'must be a boolean',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/calendar-busy-blocks',
    as: 'admin',
    query: WEEK,
    required: ['from', 'to'],
    cases: [
      { name: 'from a date only', change: { from: '2026-03-02' }, field: 'from', message: 'must be a valid datetime' },
      { name: 'to before from', change: { to: '2026-03-01T00:00:00Z' }, field: 'to', message: 'must be after from' },
      {
        name: 'range over 62 days',
        change: { to: '2026-05-04T00:00:00Z' },
        field: 'to',
        message: 'must be at most 62 days after from',
      },
      { name: 'teacherId a word', change: { teacherId: 'me' }, field: 'teacherId', message: 'must be a number' },
      idTooBig('teacherId', { teacherId: '2147483648' }),
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: `/api/calendar-feeds/${'a'.repeat(43)}.ics`,
    as: 'anonymous',
    query: {},
    cases: [
      { name: 'courseId a word', change: { courseId: 'maths' }, field: 'courseId', message: 'must be a number' },
      { name: 'teacherId zero', change: { teacherId: '0' }, field: 'teacherId', message: 'must be greater than 0' },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/calendar-feeds/short.ics',
    as: 'anonymous',
    query: {},
    cases: [
      {
        name: 'a malformed feed address',
        change: {},
        field: 'file',
        message: 'must be the feed address as given',
      },
    ],
  },
];

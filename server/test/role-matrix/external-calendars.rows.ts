import { calendarFeeds, calendarSubscriptions } from '../../src/db/schema';
import { sha256 } from '../../src/lib/tokens';
import { testFieldCipher } from '../helpers/app';
import type { Fixtures, Row } from './types';
import { ADMIN_ONLY, CENTRE_STAFF } from './types';

const TEACHER = ['ROLE_TEACHER'] as const;
const CALENDAR_VIEWERS = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER'] as const;

/** A linked calendar on a loopback address: reading it is refused at once (no network), and answers 200. */
async function linkedCalendar({ db, teacherId }: Fixtures) {
  await db
    .insert(calendarSubscriptions)
    .values({
      teacherId,
      urlEncrypted: testFieldCipher.encrypt('http://127.0.0.1:9/cal.ics'),
      urlMasked: 'http://127.0.0.1:9/…',
    })
    .onConflictDoNothing();
}

/** A feed with a token the request knows (the centre's, so teacher feeds stay as the rows left them). */
async function feedToken({ db, n }: Fixtures) {
  const token = `matrix-feed-token-${n}-${'x'.repeat(30)}`;
  await db.delete(calendarFeeds);
  await db
    .insert(calendarFeeds)
    .values({ teacherId: null, tokenHash: sha256(token), tokenEncrypted: testFieldCipher.encrypt(token) });
  return token;
}

export const accountSettingsRows: Row[] = [
  {
    route: 'GET /api/account-settings/notifications',
    allowed: TEACHER,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/account-settings/notifications' }),
  },
  {
    route: 'PUT /api/account-settings/notifications',
    allowed: TEACHER,
    ok: 200,
    request: () => ({
      method: 'PUT',
      url: '/api/account-settings/notifications',
      payload: Object.fromEntries(
        ['lessonBooked', 'lessonMoved', 'lessonCancelled', 'dailyReminder', 'feedbackDue'].map((event) => [
          event,
          { email: true, sms: false },
        ]),
      ),
    }),
  },
];

export const externalCalendarRows: Row[] = [
  {
    route: 'GET /api/calendar-links/mine',
    allowed: TEACHER,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/calendar-links/mine' }),
  },
  {
    route: 'POST /api/calendar-links/mine/feed',
    allowed: TEACHER,
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/calendar-links/mine/feed' }),
  },
  {
    route: 'DELETE /api/calendar-links/mine/feed',
    allowed: TEACHER,
    ok: 200,
    request: () => ({ method: 'DELETE', url: '/api/calendar-links/mine/feed' }),
  },
  {
    route: 'PUT /api/calendar-links/mine/subscription',
    allowed: TEACHER,
    ok: 200,
    request: () => ({
      method: 'PUT',
      url: '/api/calendar-links/mine/subscription',
      payload: { url: 'http://127.0.0.1:9/cal.ics', showTitles: false },
    }),
  },
  {
    route: 'DELETE /api/calendar-links/mine/subscription',
    allowed: TEACHER,
    ok: 200,
    request: () => ({ method: 'DELETE', url: '/api/calendar-links/mine/subscription' }),
  },
  {
    route: 'POST /api/calendar-links/mine/subscription/refresh',
    allowed: TEACHER,
    ok: 200,
    request: async (f) => {
      await linkedCalendar(f);
      return { method: 'POST', url: '/api/calendar-links/mine/subscription/refresh' };
    },
  },
  {
    route: 'GET /api/calendar-links',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/calendar-links' }),
  },
  {
    route: 'POST /api/calendar-links/:teacherId/feed',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: ({ teacherId }) => ({ method: 'POST', url: `/api/calendar-links/${teacherId}/feed` }),
  },
  {
    route: 'POST /api/calendar-links/:teacherId/subscription/refresh',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      await linkedCalendar(f);
      return { method: 'POST', url: `/api/calendar-links/${f.teacherId}/subscription/refresh` };
    },
  },
  {
    route: 'DELETE /api/calendar-links/:teacherId/subscription',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => {
      await linkedCalendar(f);
      return { method: 'DELETE', url: `/api/calendar-links/${f.teacherId}/subscription` };
    },
  },
  {
    route: 'GET /api/calendar-links/centre-feed',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/calendar-links/centre-feed' }),
  },
  {
    route: 'POST /api/calendar-links/centre-feed',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/calendar-links/centre-feed' }),
  },
  {
    route: 'DELETE /api/calendar-links/centre-feed',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'DELETE', url: '/api/calendar-links/centre-feed' }),
  },
  {
    route: 'GET /api/calendar-busy-blocks',
    allowed: CALENDAR_VIEWERS,
    ok: 200,
    request: () => ({
      method: 'GET',
      url: '/api/calendar-busy-blocks',
      query: { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' },
    }),
  },
  {
    route: 'GET /api/calendar-feeds/:file',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/calendar-feeds/${await feedToken(f)}.ics` }),
  },
];

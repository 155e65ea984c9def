/**
 * Routes reached through a link rather than the app: a card's authentication page, the unsubscribe link
 * in bulk mail, a calendar feed's address. Each refuses a broken request on its field, writing nothing.
 */
import { type Endpoint, unknownField } from './cases';

const CHALLENGE_TOKEN = 'a'.repeat(48);
const FEED_FILE = `${'b'.repeat(43)}.ics`;

export const publicLinkEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/billing/test-provider/challenges/:token',
    params: async () => ({ token: CHALLENGE_TOKEN }),
    as: 'anonymous',
    body: { result: 'complete' },
    required: ['result'],
    cases: [
      {
        name: 'result unknown',
        change: { result: 'maybe' },
        field: 'result',
        message: 'must be one of: complete, fail',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/email/unsubscribe',
    as: 'anonymous',
    query: { token: 'c'.repeat(32) },
    required: ['token'],
    cases: [
      { name: 'token too short', change: { token: 'abc' }, field: 'token', message: 'must be at least 10 characters' },
      {
        name: 'token with other characters',
        change: { token: `${'c'.repeat(20)}!` },
        field: 'token',
        message: 'is not a valid link',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/calendar-feeds/:file',
    params: async () => ({ file: FEED_FILE }),
    as: 'anonymous',
    query: {},
    cases: [
      {
        name: 'teacher id not a number',
        change: { teacherId: 'abc' },
        field: 'teacherId',
        message: 'must be a number',
      },
      unknownField,
    ],
  },
];

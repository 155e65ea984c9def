/**
 * Dates and times outside the years 1900-2999 are refused on their field: beyond them the code was
 * not built (years below 1000 print short, year 0 and year 10000 reach PostgreSQL as errors, and an
 * availability calendar at the end of 9999 looped through millions of days).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertCourse } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const YEARS = 'must be in the years 1900 to 2999';

describe('date and time ranges', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let courseId: number;

  type Request = { method: 'GET' | 'POST'; url: string; payload?: object; query?: Record<string, string> };
  const refusedOn = async (request: Request, ...fields: string[]) => {
    const before = await tableSnapshot(t.db);
    const response = await t.inject({ headers: operator, ...request });
    assert.equal(response.statusCode, 400, `${request.url}: ${response.body}`);
    assert.deepEqual(
      response.json().fieldErrors,
      fields.map((field) => ({ field, message: YEARS })),
      request.url,
    );
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused request wrote to the database');
  };
  const term = (startDate: string, endDate: string) => ({ school: 'North', courseId, startDate, endDate });

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    courseId = (await insertCourse(t.db)).id;
  });
  after(() => t.close());

  test('a date past 2999 or before 1900 is refused on its field; the first and last days are kept', async () => {
    await refusedOn({ method: 'POST', url: '/api/terms', payload: term('2026-09-01', '9999-12-31') }, 'endDate');
    await refusedOn({ method: 'POST', url: '/api/terms', payload: term('0999-09-01', '2026-12-20') }, 'startDate');
    await refusedOn(
      { method: 'POST', url: '/api/students', payload: { firstName: 'Ann', lastName: 'Lee', startDate: '1899-12-31' } },
      'startDate',
    );
    const edges = await t.inject({
      method: 'POST',
      url: '/api/terms',
      headers: operator,
      payload: term('1900-01-01', '2999-12-31'),
    });
    assert.equal(edges.statusCode, 201, edges.body);
  });

  test('an availability calendar at the end of 9999 is refused at once on `from` and `to`', async () => {
    await refusedOn(
      {
        method: 'GET',
        url: '/api/teacher-availability/calendar',
        query: { from: '9999-12-01T00:00:00Z', to: '9999-12-31T23:59:59Z' },
      },
      'from',
      'to',
    );
    // An offset that moves a 2999 time into 3000 counts as 3000.
    await refusedOn(
      {
        method: 'GET',
        url: '/api/teacher-availability/calendar',
        query: { from: '2999-12-01T00:00:00Z', to: '2999-12-31T23:00:00-05:00' },
      },
      'to',
    );
  });

  test('timetable reads at the end of 9999 or in year 1 are refused on their fields', async () => {
    await refusedOn({ method: 'GET', url: '/api/schedules', query: { from: '2026-01-01', to: '9999-12-31' } }, 'to');
    await refusedOn(
      {
        method: 'GET',
        url: '/api/schedules/calendar',
        query: { from: '0001-01-01T00:00:00Z', to: '0001-02-01T00:00:00Z' },
      },
      'from',
      'to',
    );
    await refusedOn(
      { method: 'GET', url: '/api/schedules/download', query: { from: '9999-12-01', to: '9999-12-31' } },
      'from',
      'to',
    );
  });
});

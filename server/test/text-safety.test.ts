/**
 * Text PostgreSQL cannot store (NUL), other control characters and half surrogate pairs are refused
 * on the field that carries them, for every route, before anything is written (a NUL was a 500).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { unstorableText } from '../src/plugins/text-safety';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertRoleUsers } from './helpers/users';

describe('text that cannot be stored', () => {
  let t: TestApp;
  let operator: AuthHeader;

  const refusedOn = async (request: Parameters<TestApp['inject']>[0], field: string, message: RegExp) => {
    const before = await tableSnapshot(t.db);
    const response = await t.inject(request);
    assert.equal(response.statusCode, 400, response.body);
    const [fieldError] = response.json().fieldErrors;
    assert.equal(fieldError.field, field);
    assert.match(fieldError.message, message);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused request wrote to the database');
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  test('a NUL in a sign-in name, a body field or a list keyword is a 400 on that field', async () => {
    const control = /must not contain control characters/;
    await refusedOn(
      { method: 'POST', url: '/api/authenticate', payload: { username: 'ad\u0000min', password: 'x' } },
      'username',
      control,
    );
    await refusedOn(
      { method: 'POST', url: '/api/students', headers: operator, payload: { firstName: 'A\u0000nn', lastName: 'Lee' } },
      'firstName',
      control,
    );
    await refusedOn(
      { method: 'GET', url: '/api/students', headers: operator, query: { keyword: 'a\u0000b' } },
      'keyword',
      control,
    );
    await refusedOn(
      { method: 'POST', url: '/api/courses', headers: operator, payload: { name: 'Algebra \u001b[31m' } },
      'name',
      control,
    );
  });

  test('half of a surrogate pair is refused; tabs, line breaks and emoji are kept', async () => {
    await refusedOn(
      { method: 'POST', url: '/api/courses', headers: operator, payload: { name: 'Algebra \ud83d' } },
      'name',
      /broken character/,
    );
    const description = 'Line one\r\n\tLine two 📐';
    const kept = await t.inject({
      method: 'POST',
      url: '/api/courses',
      headers: operator,
      payload: { name: 'Geometry 📐', description },
    });
    assert.equal(kept.statusCode, 201, kept.body);
    assert.deepEqual([kept.json().name, kept.json().description], ['Geometry 📐', description]);
  });

  test('a value of only zero-width characters is refused; one inside text (an emoji joiner) is kept', async () => {
    await refusedOn(
      { method: 'POST', url: '/api/referrals', headers: operator, payload: { referrer: ' \u200b\ufeff ' } },
      'referrer',
      /must not be only invisible characters/,
    );
    const family = '👩\u200d👧';
    const kept = await t.inject({
      method: 'POST',
      url: '/api/referrals',
      headers: operator,
      payload: { referrer: `North School ${family}` },
    });
    assert.equal(kept.statusCode, 201, kept.body);
  });

  test('fillers that show nothing (Hangul fillers, blank Braille, variation selectors) count as blank', async () => {
    for (const filler of ['\u3164', '\u115f', '\u1160', '\u2800', '\uffa0', '\u034f', '\ufe0f', ' \u3164\u200b ']) {
      await refusedOn(
        { method: 'POST', url: '/api/referrals', headers: operator, payload: { referrer: filler } },
        'referrer',
        /must not be only invisible characters/,
      );
    }
    await refusedOn(
      { method: 'POST', url: '/api/students', headers: operator, payload: { firstName: '\u3164', lastName: 'Lee' } },
      'firstName',
      /must not be only invisible characters/,
    );
    const kept = await t.inject({
      method: 'POST',
      url: '/api/referrals',
      headers: operator,
      payload: { referrer: '\u2800\u2801 Braille club' },
    });
    assert.equal(kept.statusCode, 201, kept.body);
  });

  test('a whole-number query parameter is refused with a fraction (teacherId=4.0), naming it', async () => {
    for (const [url, field] of [
      ['/api/schedules?teacherId=4.0', 'teacherId'],
      ['/api/students?page=1.0', 'page'],
      ['/api/students?pageSize=20.5', 'pageSize'],
    ]) {
      await refusedOn({ method: 'GET', url, headers: operator }, field, /must be a whole number/);
    }
  });

  test('the field is named by its path inside arrays and objects', () => {
    assert.deepEqual(unstorableText({ scheduleTimes: [{ startTime: 'x' }, { endTime: '\u0000' }] }), {
      field: 'scheduleTimes.1.endTime',
      message: 'must not contain control characters',
    });
    assert.equal(unstorableText({ ids: [1, 2], note: null, ok: 'fine\n' }), null);
  });
});

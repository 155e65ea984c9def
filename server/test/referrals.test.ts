import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertReferral, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

type Referral = { id: number; referrer: string; comments: string | null; studentCount: number; createdAt: string };

describe('referrals (Enquiry Form)', () => {
  let t: TestApp;
  let admin: AuthHeader;

  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.inject({ method, url, payload, headers: admin });
  const list = async (query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url: '/api/referrals', query, headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Referral[]; total: number };
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('records a referral and reads it back with no students yet', async () => {
    const response = await send('POST', '/api/referrals', {
      referrer: '  Maple Library ',
      comments: 'Flyer at the desk',
    });
    assert.equal(response.statusCode, 201, response.body);
    const referral = response.json() as Referral;
    assert.deepEqual(
      { ...referral, id: 0, createdAt: '' },
      {
        id: 0,
        createdAt: '',
        referrer: 'Maple Library',
        comments: 'Flyer at the desk',
        studentCount: 0,
      },
    );
    const fetched = await t.inject({ method: 'GET', url: `/api/referrals/${referral.id}`, headers: admin });
    assert.deepEqual(fetched.json(), referral);
  });

  test('the referrer is required: missing or blank is refused on its field, writing nothing', async () => {
    const before = await tableSnapshot(t.db);
    for (const payload of [{ comments: 'No one' }, { referrer: '   ' }]) {
      const response = await send('POST', '/api/referrals', payload);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().fieldErrors, [{ field: 'referrer', message: 'is required' }]);
      assert.equal(response.json().errorMessage, 'referrer: is required');
    }
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test('counts the students each referral brought, and lists those students', async () => {
    const busy = await insertReferral(t.db, 'Busy School');
    const quiet = await insertReferral(t.db, 'Quiet Club');
    const first = await insertStudent(t.db, { referralId: busy.id });
    const second = await insertStudent(t.db, { referralId: busy.id, status: 'inactive' });
    await insertStudent(t.db);
    const { data } = await list({ pageSize: '100' });
    const counts = Object.fromEntries(data.map((r) => [r.referrer, r.studentCount]));
    assert.equal(counts['Busy School'], 2);
    assert.equal(counts['Quiet Club'], 0);
    const single = await t.inject({ method: 'GET', url: `/api/referrals/${quiet.id}`, headers: admin });
    assert.equal(single.json().studentCount, 0);

    const referred = await t.inject({
      method: 'GET',
      url: '/api/students',
      query: { referralId: String(busy.id) },
      headers: admin,
    });
    assert.deepEqual(
      referred
        .json()
        .data.map((s: { id: number }) => s.id)
        .sort(),
      [first.id, second.id].sort(),
    );
  });

  test('searches referrer and comments, pages, and sorts', async () => {
    await send('POST', '/api/referrals', { referrer: 'Zed Tutoring', comments: 'Partner agency' });
    await send('POST', '/api/referrals', { referrer: 'Agency Forty', comments: null });
    await send('POST', '/api/referrals', { referrer: 'mum of a student', comments: 'Agency pick-up' });
    // Regardless of case: C collation would put "mum" after "Zed".
    assert.deepEqual(
      (await list({ keyword: 'AGENCY', sort: 'referrer,asc' })).data.map((r) => r.referrer),
      ['Agency Forty', 'mum of a student', 'Zed Tutoring'],
    );
    const newestFirst = await list({ pageSize: '1' });
    assert.equal(newestFirst.data[0].referrer, 'mum of a student');
    assert.ok(newestFirst.total >= 5);
    const byName = await list({ sort: 'referrer,desc', pageSize: '1' });
    assert.equal(byName.data[0].referrer, 'Zed Tutoring');
  });

  test('edits referrer and comments (a blank comment clears it), keeping the count', async () => {
    const referral = await insertReferral(t.db, 'Old Name');
    await insertStudent(t.db, { referralId: referral.id });
    const response = await send('PUT', `/api/referrals/${referral.id}`, { referrer: 'New Name', comments: '' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      { referrer: response.json().referrer, comments: response.json().comments, count: response.json().studentCount },
      { referrer: 'New Name', comments: null, count: 1 },
    );
    const student = await t.inject({ method: 'GET', url: '/api/students', query: { keyword: '' }, headers: admin });
    assert.ok(student.json().data.some((s: { referrer: string }) => s.referrer === 'New Name'));
  });

  test('an unknown referral is 404 on read and edit', async () => {
    for (const response of [
      await t.inject({ method: 'GET', url: '/api/referrals/424242', headers: admin }),
      await send('PUT', '/api/referrals/424242', { referrer: 'Nobody' }),
    ]) {
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().errorCode, 'notfound');
    }
  });
});

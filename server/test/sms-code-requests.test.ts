/**
 * Anonymous sign-in code requests (issue 30, item 10): limited per caller address like sign-in, also
 * when they come at once, and the rows they leave (codes, counted requests, failed tries) are deleted
 * by the auth cleanup job once no limit counts them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { requestLimitHits, signInFailures, smsCodes } from '../src/db/schema';
import { SMS_CODE_LIMIT } from '../src/modules/auth/auth.service';
import { AUTH_CLEANUP_JOB, cleanUpSignIn } from '../src/modules/auth/auth-cleanup.job';
import { createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';

describe('sign-in code requests', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const ask = (i: number, remoteAddress: string) =>
    t.inject({
      method: 'GET',
      url: '/api/login/captcha',
      query: { mobile: `+1416555${String(1000 + i)}` },
      remoteAddress,
    });

  test('one address asking at once for codes for many phones: only the limit is accepted, the rest 429 and write nothing', async () => {
    const answers = await Promise.all(Array.from({ length: 45 }, (_, i) => ask(i, '203.0.113.40')));
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    assert.equal(accepted, SMS_CODE_LIMIT.max);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    assert.equal(refused.length, 45 - SMS_CODE_LIMIT.max);
    assert.match(refused[0].json().errorMessage, /Too many sign-in codes/);
    assert.ok(Number(refused[0].headers['retry-after']) > 0);
    const [codes] = await t.db.select({ n: count() }).from(smsCodes);
    assert.equal(codes.n, SMS_CODE_LIMIT.max, 'a refused request leaves no code row');
    assert.equal((await ask(99, '203.0.113.41')).statusCode, 200, 'another address still may ask');
  });

  test('the cleanup deletes codes, counted requests and failures past every window, and keeps recent ones', async () => {
    const hourAndMore = new Date(Date.now() - 61 * 60 * 1000);
    await t.db.insert(smsCodes).values({
      phone: '+14165550999',
      codeHash: 'x'.repeat(64),
      expiresAt: new Date(hourAndMore.getTime() + 5 * 60 * 1000),
      createdAt: hourAndMore,
    });
    await t.db.insert(requestLimitHits).values({ kind: 'sms-code', address: '198.51.100.200', at: hourAndMore });
    await t.db.insert(signInFailures).values({ address: '198.51.100.200', login: 'old', failedAt: hourAndMore });
    await t.db.insert(signInFailures).values({ address: '198.51.100.200', login: 'recent', failedAt: new Date() });
    const [codesBefore] = await t.db.select({ n: count() }).from(smsCodes);

    await cleanUpSignIn(t.db);

    const [codesAfter] = await t.db.select({ n: count() }).from(smsCodes);
    assert.equal(codesAfter.n, codesBefore.n - 1, 'only the old code went');
    assert.equal(
      (await t.db.select().from(requestLimitHits).where(eq(requestLimitHits.address, '198.51.100.200'))).length,
      0,
    );
    const failures = await t.db.select().from(signInFailures).where(eq(signInFailures.address, '198.51.100.200'));
    assert.deepEqual(
      failures.map((row) => row.login),
      ['recent'],
    );
  });

  test('the cleanup runs as a job on the queue', async () => {
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.db.insert(requestLimitHits).values({ kind: 'register', address: '198.51.100.201', at: old });
    await t.jobs.send(AUTH_CLEANUP_JOB, {});
    const left = await eventually(
      () => t.db.select().from(requestLimitHits).where(eq(requestLimitHits.address, '198.51.100.201')),
      (rows) => rows.length === 0,
    );
    assert.equal(left.length, 0);
  });
});

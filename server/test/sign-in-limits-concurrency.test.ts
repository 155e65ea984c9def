/**
 * Sign-in limits hold against simultaneous attempts (issue 30, item 5), in one process and across two
 * apps on one database (two API processes): each try is counted before its password or code is
 * checked, under a lock, so no more tries are checked than the rules allow. Register is counted the
 * same way, in the database, so a restart does not forget it. Runs on PGlite and on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { smsCodes, users } from '../src/db/schema';
import { MAX_REGISTRATIONS_PER_ADDRESS } from '../src/modules/auth/registration-throttle';
import { createTestApp, type TestApp } from './helpers/app';
import { insertUser } from './helpers/users';

const statuses = (answers: LightMyRequestResponse[]) => {
  const count: Record<number, number> = {};
  for (const answer of answers) count[answer.statusCode] = (count[answer.statusCode] ?? 0) + 1;
  return count;
};

describe('sign-in limits under simultaneous attempts', () => {
  let first: TestApp;
  let second: TestApp;
  /** Alternates between the two apps, as a load balancer in front of two processes would. */
  const either = (i: number) => (i % 2 === 0 ? first : second);

  before(async () => {
    first = await createTestApp();
    second = await createTestApp({ database: first.database });
  });
  after(async () => {
    await second.close();
    await first.close();
  });

  const authenticate = (i: number, payload: object, remoteAddress: string) =>
    either(i).inject({ method: 'POST', url: '/api/authenticate', payload, remoteAddress });

  test('60 simultaneous wrong passwords from one address: 5 are checked, the rest refused unchecked', async () => {
    await insertUser(first.db, { login: 'pair-target', role: 'ROLE_OPERATOR' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        authenticate(i, { username: 'pair-target', password: `wrong-${i}` }, '203.0.113.7'),
      ),
    );
    assert.deepEqual(statuses(answers), { 401: 5, 429: 55 });
  });

  test('60 simultaneous wrong passwords from 60 addresses: 10 are checked, the rest wait', async () => {
    await insertUser(first.db, { login: 'login-target', role: 'ROLE_OPERATOR' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        authenticate(i, { username: 'login-target', password: `wrong-${i}` }, `198.51.100.${i + 1}`),
      ),
    );
    assert.deepEqual(statuses(answers), { 401: 10, 429: 50 });
  });

  test('30 simultaneous SMS-code guesses from 30 addresses: at most 5 compared, the right one sent last refused', async () => {
    const phone = '+14165550177';
    await insertUser(first.db, { login: 'code-target', role: 'ROLE_OPERATOR', phone });
    const sent = await first.inject({ method: 'GET', url: '/api/login/captcha', query: { mobile: phone } });
    assert.equal(sent.statusCode, 200, sent.body);
    const code = String(first.sms.at(-1)?.text.match(/\b(\d{6})\b/)?.[1]);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        authenticate(i, { type: 'mobile', mobile: phone, captcha: i === 29 ? code : wrong(i) }, `192.0.2.${i + 1}`),
      ),
    );
    assert.notEqual(answers[29].statusCode, 200, 'the right code as the 30th guess does not sign in');
    assert.equal(statuses(answers)[200], undefined);
    const [row] = await first.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    assert.ok(row.attempts <= 5, `${row.attempts} guesses were compared`);
  });

  test('10 simultaneous registrations from one address over two processes: 5 accepted; a restart still counts them', async () => {
    const register = (app: TestApp, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '203.0.113.99',
        payload: {
          login: `burst-reg-${i}`,
          email: `burst-reg-${i}@example.com`,
          password: 'secret12',
          firstName: 'Burst',
          lastName: `Number${i}`,
        },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(either(i), i)));
    assert.deepEqual(statuses(answers), {
      201: MAX_REGISTRATIONS_PER_ADDRESS,
      429: 10 - MAX_REGISTRATIONS_PER_ADDRESS,
    });
    const restarted = await createTestApp({ database: first.database });
    try {
      const later = await register(restarted, 10);
      assert.equal(later.statusCode, 429, 'a new process remembers the count');
    } finally {
      await restarted.close();
    }
    const made = await first.db.select({ login: users.login }).from(users);
    assert.equal(made.filter((user) => user.login.startsWith('burst-reg-')).length, MAX_REGISTRATIONS_PER_ADDRESS);
  });
});

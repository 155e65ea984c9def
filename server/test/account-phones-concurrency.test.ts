/**
 * A phone signs in by SMS, so two current accounts must not share one, and phones have no unique index
 * (docs/decisions.md, "One phone, one sign-in account"): two saves of one phone at the same moment must
 * still end with one account holding it. The gate is a SHARE lock on `users`: the saves' checks read
 * through it, their writes wait behind it, so without the phone lock both checks pass before either
 * write and both accounts are saved.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { ON_PGLITE, waitingOnLocks, whileHeld } from './helpers/locks';
import { insertRoleUsers } from './helpers/users';

describe('two accounts saved with one phone at the same moment', { skip: ON_PGLITE }, () => {
  let t: TestApp;
  let admin: AuthHeader;
  let teacher: AuthHeader;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    teacher = await t.signIn('teacher');
  });
  after(() => t.close());

  const createTeacher = (login: string, phone: string) =>
    t.inject({
      method: 'POST',
      url: '/api/teachers',
      headers: admin,
      payload: { login, email: `${login}@example.com`, password: 'secret1', phone },
    });
  const createStaff = (login: string, phone: string) =>
    t.inject({
      method: 'POST',
      url: '/api/staff',
      headers: admin,
      payload: { login, email: `${login}@example.com`, password: 'secret1', phone, role: 'ROLE_OPERATOR' },
    });
  const accountsWithPhone = async (phone: string) =>
    t.db
      .select({ login: users.login })
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)));

  /** Sends both saves while `users` is gated, lets them go once both wait, and returns their answers. */
  async function raced(first: () => Promise<LightMyRequestResponse>, second: () => Promise<LightMyRequestResponse>) {
    let answers: LightMyRequestResponse[] = [];
    await whileHeld(
      t.db,
      (tx) => tx.execute(sql`lock table ${users} in share mode`),
      async (release, sent) => {
        const requests = [sent(first()), sent(second())];
        await waitingOnLocks(t.db, 2);
        await release();
        answers = await Promise.all(requests.map((request) => request.response));
      },
    );
    return answers;
  }

  function assertOneSavedOneRefused(answers: LightMyRequestResponse[], savedStatus: number[]) {
    const saved = answers.filter((answer) => savedStatus.includes(answer.statusCode));
    const refused = answers.filter((answer) => answer.statusCode === 409);
    assert.equal(saved.length, 1, `exactly one save may succeed: ${answers.map((a) => `${a.statusCode} ${a.body}`)}`);
    assert.equal(refused.length, 1);
    assert.deepEqual(refused[0].json().fieldErrors, [{ field: 'phone', message: 'Phone number already exists!' }]);
  }

  test('a new teacher and a new staff member: one is saved, the other refused on its phone', async () => {
    const answers = await raced(
      () => createTeacher('racingteacher', '+14165550401'),
      () => createStaff('racingstaff', '+1 416 555 0401'),
    );
    assertOneSavedOneRefused(answers, [201]);
    assert.equal((await accountsWithPhone('+14165550401')).length, 1);
  });

  test("a teacher's own profile and a new staff member: one gets the phone, the other is refused", async () => {
    const answers = await raced(
      () =>
        t.inject({
          method: 'POST',
          url: '/api/account',
          headers: teacher,
          payload: { email: 'teacher@example.com', phone: '+14165550402' },
        }),
      () => createStaff('racingstaff2', '+14165550402'),
    );
    assertOneSavedOneRefused(answers, [200, 201]);
    assert.equal((await accountsWithPhone('+14165550402')).length, 1);
  });
});

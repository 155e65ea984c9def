import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { teachers, users } from '../src/db/schema';
import { TEACHER_PALETTE } from '../src/modules/teachers';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertRoleUsers, insertUser } from './helpers/users';

/** Issue 31 item 13: a new teacher gets the first palette colour no active teacher has, not #1890ff. */
describe('teachers: the colour a new teacher gets', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let phones = 0;

  const nextColour = async (headers: AuthHeader) => {
    const response = await t.inject({ method: 'GET', url: '/api/teachers/next-colour', headers });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { color: string }).color;
  };
  const createTeacher = async (login: string, color?: string) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/teachers',
      headers: admin,
      payload: {
        login,
        email: `${login}@example.com`,
        password: 'secret1',
        phone: `+1 (647) 555-${String(++phones).padStart(4, '0')}`,
        ...(color ? { color } : {}),
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as { id: number; color: string };
  };

  before(async () => {
    t = await createTestApp();
    // The role users include an active teacher with the old default, #1890ff.
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  test('offers the first palette colour no active teacher has, and a new teacher gets it', async () => {
    assert.equal(await nextColour(operator), '#52c41a');
    const created = await createTeacher('anna.first');
    assert.equal(created.color, '#52c41a');
    assert.equal(await nextColour(admin), '#fa8c16');
  });

  test('a colour chosen on the form is kept, and counts as used whatever its case', async () => {
    const created = await createTeacher('benno.second', '#FA8C16');
    assert.equal(created.color.toLowerCase(), '#fa8c16');
    assert.equal(await nextColour(operator), '#722ed1');
  });

  test('a deactivated teacher frees their colour', async () => {
    await t.db.update(users).set({ activated: false }).where(eq(users.login, 'teacher'));
    assert.equal(await nextColour(operator), '#1890ff');
    await t.db.update(users).set({ activated: true }).where(eq(users.login, 'teacher'));
  });

  test('a self-registered account gets the next colour too', async () => {
    const expected = await nextColour(operator);
    const registered = await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: { login: 'newcomer', email: 'newcomer@example.com', password: 'secret1' },
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const [row] = await t.db
      .select({ color: teachers.color })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(users.login, 'newcomer'));
    assert.equal(row.color, expected);
  });

  test('with every palette colour taken, the least used one, earliest on a tie', async () => {
    const extra = await Promise.all(
      TEACHER_PALETTE.map((_, index) => insertUser(t.db, { login: `full${index}`, role: 'ROLE_TEACHER' })),
    );
    await Promise.all(
      extra.map((user, index) =>
        t.db.update(teachers).set({ color: TEACHER_PALETTE[index] }).where(eq(teachers.userId, user.id)),
      ),
    );
    // Now #1890ff, #52c41a and #fa8c16 have two active teachers each, every other colour one.
    assert.equal(await nextColour(operator), '#722ed1');
    await t.db
      .update(users)
      .set({ activated: false })
      .where(
        inArray(
          users.id,
          extra.map((user) => user.id),
        ),
      );
  });

  test('only centre staff may ask', async () => {
    const teacher = await t.signIn('teacher');
    const response = await t.inject({ method: 'GET', url: '/api/teachers/next-colour', headers: teacher });
    assert.equal(response.statusCode, 403);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { teacherNotificationPreferences } from '../src/modules/account-settings/notification-preferences.service';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertTeacher } from './helpers/lessons';
import { insertRoleUsers } from './helpers/users';

const EVENTS = ['lessonBooked', 'lessonMoved', 'lessonCancelled', 'dailyReminder', 'feedbackDue'];
const all = (email: boolean, sms: boolean) => Object.fromEntries(EVENTS.map((event) => [event, { email, sms }]));

describe("a teacher's notification choices", () => {
  let t: TestApp;
  let teacher: AuthHeader;
  let other: AuthHeader;
  let teacherId: number;
  let otherId: number;
  let operator: AuthHeader;

  before(async () => {
    t = await createTestApp();
    const roles = await insertRoleUsers(t.db);
    operator = await t.signIn(roles.ROLE_OPERATOR.login);
    const a = await insertTeacher(t.db, { login: 'notifyteacher' });
    const b = await insertTeacher(t.db, { login: 'notifyother' });
    teacherId = a.id;
    otherId = b.id;
    teacher = await t.signIn(a.login);
    other = await t.signIn(b.login);
  });
  after(() => t.close());

  test('default to e-mail for everything and no SMS, for the screen and for the senders', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/account-settings/notifications', headers: teacher });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), all(true, false));
    assert.deepEqual(await teacherNotificationPreferences(t.db, teacherId), all(true, false));
  });

  test('are saved per teacher and read back by the senders; another teacher keeps their own', async () => {
    const choice = {
      ...all(false, false),
      lessonCancelled: { email: true, sms: true },
      dailyReminder: { email: false, sms: true },
    };
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/account-settings/notifications',
      headers: teacher,
      payload: choice,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), choice);
    assert.deepEqual(await teacherNotificationPreferences(t.db, teacherId), choice);
    assert.deepEqual(await teacherNotificationPreferences(t.db, otherId), all(true, false));
    const otherView = await t.inject({ method: 'GET', url: '/api/account-settings/notifications', headers: other });
    assert.deepEqual(otherView.json(), all(true, false));
    // Saving again overwrites, never duplicates.
    await t.inject({
      method: 'PUT',
      url: '/api/account-settings/notifications',
      headers: teacher,
      payload: all(true, true),
    });
    assert.deepEqual(await teacherNotificationPreferences(t.db, teacherId), all(true, true));
  });

  test('are a teacher-only screen, and an incomplete choice is refused naming the field with nothing written', async () => {
    assert.equal(
      (await t.inject({ method: 'GET', url: '/api/account-settings/notifications', headers: operator })).statusCode,
      403,
    );
    const before = await tableSnapshot(t.db);
    const { feedbackDue: _left, ...missing } = all(true, false);
    const response = await t.inject({
      method: 'PUT',
      url: '/api/account-settings/notifications',
      headers: teacher,
      payload: { ...missing, lessonBooked: { email: 'yes', sms: false } },
    });
    assert.equal(response.statusCode, 400);
    const fields = response.json().fieldErrors.map((error: { field: string }) => error.field);
    assert.ok(fields.includes('feedbackDue'), fields.join());
    assert.ok(fields.includes('lessonBooked.email'), fields.join());
    assert.deepEqual(await tableSnapshot(t.db), before);
  });
});

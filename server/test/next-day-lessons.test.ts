import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { emailTemplates, mailEvents, users } from '../src/db/schema';
import {
  DEFAULT_PREFERENCES,
  updateNotificationPreferences,
} from '../src/modules/account-settings/notification-preferences.service';
import { sendLessonReminders } from '../src/modules/messaging/alerts/lesson-reminders';
import { sendNextDayLessons } from '../src/modules/messaging/alerts/next-day-lessons';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

/** A local instant (the server runs in the centre's zone): 2031-03-<day> <hour>:<minute>. */
const march = (day: number, hour: number, minute = 0) => new Date(2031, 2, day, hour, minute);

describe("the teacher's next-day digest replaces their per-lesson reminder", () => {
  let t: TestApp;
  let operator: AuthHeader;
  let tom: Awaited<ReturnType<typeof insertTeacher>>;
  let sue: Awaited<ReturnType<typeof insertTeacher>>;
  let ola: Awaited<ReturnType<typeof insertTeacher>>;
  let ned: Awaited<ReturnType<typeof insertTeacher>>;
  let algebra: number;
  let physics: number;
  let ann: number;
  let bob: number;
  const quiet = { warn: () => {} };
  const ctx = () => ({ db: t.db, mailer: t.mailer, smsOutbox: t.app.smsOutbox, log: quiet });
  const mailOf = (teacher: { login: string }) => `${teacher.login}@example.com`;
  const digestsTo = (teacher: { login: string }) =>
    t.mails.filter((mail) => mail.to === mailOf(teacher) && mail.subject.startsWith('Tomorrow'));
  const lesson = (teacherId: number, courseId: number, studentIds: number[], start: Date, extra: object = {}) =>
    insertLesson(t.db, {
      teacherId,
      courseId,
      studentIds,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      ...extra,
    });
  const claims = (teacherId: number) =>
    t.db
      .select()
      .from(mailEvents)
      .where(and(eq(mailEvents.kind, 'next-day-lessons'), eq(mailEvents.refId, teacherId)));

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    tom = await insertTeacher(t.db, { firstName: 'Tom', lastName: 'Teach' });
    sue = await insertTeacher(t.db, { firstName: 'Sue', lastName: 'Sms' });
    ola = await insertTeacher(t.db, { firstName: 'Ola', lastName: 'Off' });
    ned = await insertTeacher(t.db, { firstName: 'Ned', lastName: 'Nolessons' });
    await t.db.update(users).set({ phone: '+14165550177' }).where(eq(users.id, sue.id));
    await t.db.update(users).set({ phone: '+14165550178' }).where(eq(users.id, ola.id));
    // Tom keeps the default (e-mail), Sue wants the reminder by SMS only, Ola not at all.
    await updateNotificationPreferences(t.db, sue.id, {
      ...DEFAULT_PREFERENCES,
      dailyReminder: { email: false, sms: true },
    });
    await updateNotificationPreferences(t.db, ola.id, {
      ...DEFAULT_PREFERENCES,
      dailyReminder: { email: false, sms: false },
    });
    algebra = (await insertCourse(t.db, { name: 'Algebra' })).id;
    physics = (await insertCourse(t.db, { name: 'Physics' })).id;
    ann = (await insertStudent(t.db, { firstName: 'Ann', lastName: 'Able', email: 'ann@example.com' })).id;
    bob = (await insertStudent(t.db, { firstName: 'Bob', lastName: 'Brown', email: 'bob@example.com' })).id;
  });
  after(() => t.close());

  test("one message per teacher and day listing tomorrow's lessons, by the chosen channels, exactly once", async () => {
    await lesson(tom.id, physics, [ann], march(11, 14));
    await lesson(tom.id, algebra, [bob, ann], march(11, 9), { address: 'Room 2' });
    await lesson(tom.id, algebra, [ann], march(11, 11), { status: 'CANCELLED' });
    await lesson(tom.id, algebra, [ann], march(10, 20)); // today: not tomorrow's
    await lesson(tom.id, algebra, [ann], march(12, 0)); // the day after starts at midnight
    await lesson(sue.id, physics, [bob], march(11, 16));
    await lesson(ola.id, physics, [bob], march(11, 17));
    await lesson(ned.id, physics, [bob], march(12, 10));
    const smsBefore = t.sms.length;

    assert.equal(await sendNextDayLessons(ctx(), march(10, 17, 59)), 0, 'nothing before 18:00');
    assert.equal((await claims(tom.id)).length, 0);

    const told = await Promise.all([
      sendNextDayLessons(ctx(), march(10, 18)),
      sendNextDayLessons(ctx(), march(10, 18)),
    ]);
    assert.equal(told[0] + told[1], 2, 'Tom and Sue, each by one of the two runs');
    assert.equal(await sendNextDayLessons(ctx(), march(10, 21, 15)), 0, 'a later run that evening sends nothing');

    const [digest, ...more] = digestsTo(tom);
    assert.equal(more.length, 0, 'one message for the day');
    assert.equal(digest.subject, 'Tomorrow: 2 lessons, from Tue 2031-03-11 09:00');
    assert.deepEqual(digest.text.match(/^- .*$/gm), [
      '- 09:00–10:00, Algebra, Ann Able, Bob Brown, Room 2',
      '- 14:00–15:00, Physics, Ann Able, no place set',
    ]);
    assert.match(digest.text, /^Hello Tom,/);

    assert.equal(digestsTo(sue).length, 0, 'Sue chose SMS only');
    await t.flushSms();
    const texts = t.sms.slice(smsBefore);
    assert.deepEqual(
      texts.map((sms) => sms.phone),
      ['+14165550177'],
      'Sue by SMS; Ola chose neither; Tom has no phone',
    );
    assert.equal(
      texts[0].text,
      'Tomorrow: 1 lesson, from Tue 2031-03-11 16:00 (Centre Admin)\n- 16:00–17:00, Physics, Bob Brown, no place set',
    );
    assert.equal(digestsTo(ola).length, 0);
    assert.equal((await claims(ola.id)).length, 0, 'Ola chose nothing: nothing claimed');
    assert.equal(digestsTo(ned).length, 0, 'no lessons tomorrow: no message');
    assert.equal((await claims(ned.id)).length, 0);
    assert.deepEqual(
      (await claims(tom.id)).map((row) => row.dedupeKey),
      ['d2031-03-11'],
    );

    // The next evening: the next day's lessons, once again.
    assert.equal(await sendNextDayLessons(ctx(), march(11, 18, 45)), 2, 'Tom and Ned for the 12th');
    assert.equal(await sendNextDayLessons(ctx(), march(11, 19)), 0);
    const tomDigests = digestsTo(tom);
    assert.equal(tomDigests.length, 2);
    assert.deepEqual(tomDigests[1].text.match(/^- .*$/gm), ['- 00:00–01:00, Algebra, Ann Able, no place set']);
    assert.equal(digestsTo(ned).length, 1);
  });

  test('the built-in "next day\'s lessons" template is editable and used', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/email/templates', headers: operator });
    const row = (list.json().data as { id: number; builtInKey: string | null }[]).find(
      (template) => template.builtInKey === 'next-day-lessons',
    );
    assert.ok(row, 'listed with the other built-in templates');
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/email/templates/${row.id}`,
      headers: operator,
      payload: {
        name: "Next day's lessons (to the teacher)",
        subject: 'Your {{lessonCount}} tomorrow',
        body: 'Hi {{firstName}}:\n{{lessonList}}\n',
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    await lesson(tom.id, physics, [bob], march(20, 8), { address: 'Library' });
    assert.equal(await sendNextDayLessons(ctx(), march(19, 18)), 1);
    const mail = t.mails.filter((m) => m.to === mailOf(tom)).at(-1);
    assert.equal(mail?.subject, 'Your 1 lesson tomorrow');
    assert.equal(mail?.text, 'Hi Tom:\n- 08:00–09:00, Physics, Bob Brown, Library');
    await t.db
      .update(emailTemplates)
      .set({ subject: 'Tomorrow: {{lessonCount}}, from {{lessonTime}}' })
      .where(eq(emailTemplates.builtInKey, 'next-day-lessons'));
  });

  test('students keep their per-lesson reminder; the teacher who chose reminders gets none per lesson', async () => {
    await updateNotificationPreferences(t.db, tom.id, {
      ...DEFAULT_PREFERENCES,
      dailyReminder: { email: true, sms: true },
    });
    await t.db.update(users).set({ phone: '+14165550176' }).where(eq(users.id, tom.id));
    await lesson(tom.id, algebra, [ann, bob], hoursFromNow(3));
    const mailsBefore = t.mails.length;
    const smsBefore = t.sms.length;
    assert.equal(await sendLessonReminders(ctx()), 1);
    const reminders = t.mails.slice(mailsBefore);
    assert.deepEqual(reminders.map((mail) => mail.to).sort(), ['ann@example.com', 'bob@example.com']);
    assert.match(reminders[0].subject, /^Reminder: Algebra on /);
    assert.match(reminders.find((m) => m.to === 'ann@example.com')?.text ?? '', /Hello Ann,[\s\S]*with Tom Teach/);
    await t.flushSms();
    assert.equal(
      t.sms.slice(smsBefore).filter((sms) => sms.phone === '+14165550176').length,
      0,
      'no text to the teacher per lesson',
    );
  });
});

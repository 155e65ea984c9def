import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { centreSettings, emailTemplates, mailEvents, scheduleStudents, users } from '../src/db/schema';
import {
  DEFAULT_PREFERENCES,
  updateNotificationPreferences,
} from '../src/modules/account-settings/notification-preferences.service';
import { sendEventMails } from '../src/modules/messaging/event-mails/event-mails.service';
import { recordMailEvent } from '../src/modules/messaging/event-mails/mail-events';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { insertFamily } from './helpers/families';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { insertRoleUsers } from './helpers/users';

describe('automatic mails: welcome, lesson cancelled, feedback available', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let operator: AuthHeader;
  let teacherAuth: AuthHeader;
  let teacher: Awaited<ReturnType<typeof insertTeacher>>;
  let courseId: number;
  const quiet = { warn: () => {} };
  const ctx = () => ({ db: t.db, mailer: t.mailer, smsOutbox: t.app.smsOutbox, log: quiet });
  const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  /** Waits until the job queue has handled every recorded event and SMTP has taken its mails. */
  const settle = async () => {
    await eventually(
      () => t.db.select().from(mailEvents).where(isNull(mailEvents.handledAt)),
      (pending) => pending.length === 0,
    );
    await t.flushMail();
    await t.flushSms();
  };

  before(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ smtpUrl: smtp.url });
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    teacher = await insertTeacher(t.db, { firstName: 'Tom', lastName: 'Teach' });
    teacherAuth = await t.signIn(teacher.login);
    courseId = (await insertCourse(t.db, { name: 'Algebra' })).id;
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  test('a new student is welcomed once with the wording staff gave it, in the centre currency; the opted-out and those without an address are not', async () => {
    await t.db
      .update(centreSettings)
      .set({ currency: 'EUR', centreName: 'Maple Tutoring', contactPhone: '+14165550100' });
    await t.db
      .update(emailTemplates)
      .set({
        subject: 'Welcome, {{firstName}}',
        body: 'Hello {{fullName}}, your balance is {{balance}}. {{centreName}} {{centrePhone}}',
      })
      .where(eq(emailTemplates.builtInKey, 'welcome'));
    const create = async (payload: object) => {
      const response = await t.inject({ method: 'POST', url: '/api/students', headers: operator, payload });
      assert.equal(response.statusCode, 201, response.body);
    };
    await create({ firstName: 'Wendy', lastName: 'Welcome', email: 'wendy@example.com', allowEmail: true });
    await create({ firstName: 'Oscar', lastName: 'Out', email: 'oscar@example.com', allowEmail: false });
    await create({ firstName: 'Nora', lastName: 'Noaddress' });
    const refused = await t.inject({
      method: 'POST',
      url: '/api/students',
      headers: operator,
      payload: { firstName: '', lastName: 'Bad', email: 'bad@example.com' },
    });
    assert.equal(refused.statusCode, 400);

    await settle();
    const [welcome, ...more] = to('wendy@example.com');
    assert.equal(more.length, 0, 'one welcome');
    assert.equal(welcome.subject, 'Welcome, Wendy');
    assert.match(welcome.text, /Hello Wendy Welcome, your balance is €0\.00\. Maple Tutoring \+1 416 555 0100/);
    assert.equal(welcome.header('List-Unsubscribe'), undefined, 'a service mail, not bulk mail');
    assert.equal(to('oscar@example.com').length, 0, 'allowEmail off');
    assert.equal(to('bad@example.com').length, 0, 'a refused student is never welcomed');

    // The minute's sweep finds nothing left to do: nothing is sent twice.
    assert.equal(await sendEventMails(ctx()), 0);
    await t.flushMail();
    assert.equal(to('wendy@example.com').length, 1);
  });

  test('a lesson cancelled by staff: its students by their allow flags, its teacher by their notification choices', async () => {
    const ann = await insertStudent(t.db, {
      firstName: 'Ann',
      lastName: 'Both',
      email: 'ann@example.com',
      phone: '+14165550101',
    });
    const ned = await insertStudent(t.db, {
      firstName: 'Ned',
      lastName: 'None',
      email: 'ned@example.com',
      phone: '+14165550102',
      allowEmail: false,
      allowSms: false,
    });
    const lesson = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [ann.id, ned.id],
      startTime: hoursFromNow(30),
      endTime: hoursFromNow(31),
    });
    const smsBefore = t.sms.length;
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/schedules/${lesson.id}/cancel`,
      headers: operator,
      payload: { reason: 'Teacher ill' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await settle();

    const [annMail, ...annMore] = to('ann@example.com');
    assert.equal(annMore.length, 0);
    assert.match(annMail.subject, /^Cancelled: Algebra on \w{3} \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    assert.match(annMail.text, /Hello Ann,[\s\S]*Algebra lesson on .* has been cancelled/);
    const [teacherMail] = to(`${teacher.login}@example.com`);
    assert.match(teacherMail.text, /Hello Tom,/);
    assert.equal(to('ned@example.com').length, 0);
    assert.deepEqual(
      t.sms.slice(smsBefore).map((sms) => [sms.phone, sms.text]),
      [['+14165550101', `${annMail.subject} (Maple Tutoring)`]],
      'Ann allows SMS; Ned does not; the teacher has SMS off',
    );

    // The teacher now wants cancellations by SMS only.
    await t.db.update(users).set({ phone: '+14165550199' }).where(eq(users.id, teacher.id));
    await updateNotificationPreferences(t.db, teacher.id, {
      ...DEFAULT_PREFERENCES,
      lessonCancelled: { email: false, sms: true },
    });
    const second = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [],
      startTime: hoursFromNow(50),
      endTime: hoursFromNow(51),
    });
    const again = await t.inject({
      method: 'POST',
      url: `/api/schedules/${second.id}/cancel`,
      headers: operator,
      payload: {},
    });
    assert.equal(again.statusCode, 200, again.body);
    await settle();
    assert.equal(to(`${teacher.login}@example.com`).length, 1, 'no second mail to the teacher');
    assert.equal(t.sms.at(-1)?.phone, '+14165550199');
    await updateNotificationPreferences(t.db, teacher.id, DEFAULT_PREFERENCES);
  });

  test('a teacher cancelling their own lesson: the students are told, the teacher is not', async () => {
    const zoe = await insertStudent(t.db, { firstName: 'Zoe', lastName: 'Started', email: 'zoe@example.com' });
    const lesson = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [zoe.id],
      startTime: hoursFromNow(-2),
      endTime: hoursFromNow(-1),
    });
    const teacherMails = to(`${teacher.login}@example.com`).length;
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/teacher-confirmations/${lesson.id}/cancel`,
      headers: teacherAuth,
      payload: { reason: 'Nobody came' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await settle();
    assert.equal(to('zoe@example.com').length, 1);
    assert.equal(to(`${teacher.login}@example.com`).length, teacherMails);
  });

  test('a family cancels a child from a group lesson (free, then late): the teacher is mailed and texted by their choices', async () => {
    const gus = await insertStudent(t.db, { firstName: 'Gus', lastName: 'Group', email: 'gus@example.com' });
    const ivy = await insertStudent(t.db, { firstName: 'Ivy', lastName: 'Stays', email: 'ivy@example.com' });
    await insertFamily(t.db, 'groupparent', [gus.id]);
    const parent = await t.signIn('groupparent');
    const group = (start: number) =>
      insertLesson(t.db, {
        teacherId: teacher.id,
        courseId,
        studentIds: [gus.id, ivy.id],
        startTime: hoursFromNow(start),
        endTime: hoursFromNow(start + 1),
        courseType: 'GROUP',
      });
    const cancel = (id: number) =>
      t.inject({
        method: 'POST',
        url: `/api/portal/lessons/${id}/cancel`,
        headers: parent,
        payload: { studentId: gus.id },
      });
    const teacherMails = () => to(`${teacher.login}@example.com`);
    const before = teacherMails().length;

    const inside = await group(72);
    const removed = await cancel(inside.id);
    assert.equal(removed.json().data?.outcome, 'removed', removed.body);
    await settle();
    const [mail, ...more] = teacherMails().slice(before);
    assert.equal(more.length, 0);
    assert.match(mail.subject, /^Cancelled by the family: Gus Group, Algebra on /);
    assert.match(mail.text, /Hello Tom,[\s\S]*Gus Group has cancelled their place on your Algebra lesson/);
    assert.equal(to('ivy@example.com').length, 0, 'the lesson goes on: the other student is not told');

    // Late under "charge", with the teacher wanting cancellations by SMS only.
    await t.db.update(users).set({ phone: '+14165550177' }).where(eq(users.id, teacher.id));
    await updateNotificationPreferences(t.db, teacher.id, {
      ...DEFAULT_PREFERENCES,
      lessonCancelled: { email: false, sms: true },
    });
    const admin = await t.signIn('admin');
    const policy = await t.inject({
      method: 'PUT',
      url: '/api/centre-settings/cancellation-policy',
      headers: admin,
      payload: { freeCancellationHours: 24, lateCancellation: 'charge' },
    });
    assert.equal(policy.statusCode, 200, policy.body);
    const smsBefore = t.sms.length;
    const late = await group(3);
    assert.equal((await cancel(late.id)).json().data?.outcome, 'late-cancelled');
    await settle();
    assert.equal(teacherMails().length, before + 1, 'SMS only now: no second mail');
    assert.deepEqual(
      t.sms.slice(smsBefore).map((sms) => sms.phone),
      ['+14165550177'],
    );
    assert.match(t.sms.at(-1)?.text ?? '', /^Cancelled by the family: Gus Group, Algebra on /);
    await updateNotificationPreferences(t.db, teacher.id, DEFAULT_PREFERENCES);
  });

  test('submitted feedback: the students who were there hear of it once; a draft says nothing', async () => {
    const pat = await insertStudent(t.db, { firstName: 'Pat', lastName: 'Present', email: 'pat@example.com' });
    const abe = await insertStudent(t.db, { firstName: 'Abe', lastName: 'Absent', email: 'abe@example.com' });
    const lesson = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [pat.id, abe.id],
      startTime: hoursFromNow(-5),
      endTime: hoursFromNow(-4),
      status: 'CONFIRMED',
    });
    await t.db
      .update(scheduleStudents)
      .set({ attendance: 'ABSENT' })
      .where(and(eq(scheduleStudents.scheduleId, lesson.id), eq(scheduleStudents.studentId, abe.id)));
    const save = async (payload: object) => {
      const response = await t.inject({
        method: 'PUT',
        url: `/api/schedules/${lesson.id}/feedback`,
        headers: teacherAuth,
        payload,
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    await save({ classFeedback: 'Factoring.', submit: false });
    await settle();
    assert.equal(to('pat@example.com').length, 0, 'a draft mails nobody');

    await save({ classFeedback: 'Factoring quadratics.', submit: true });
    await save({ classFeedback: 'Factoring quadratics, with a typo fixed.', submit: true });
    await settle();
    const [patMail, ...more] = to('pat@example.com');
    assert.equal(more.length, 0, 'submitted again after an edit: no second mail');
    assert.equal(patMail.subject, 'Feedback for your Algebra lesson');
    assert.match(patMail.text, /Tom Teach has written feedback for your Algebra lesson/);
    assert.equal(to('abe@example.com').length, 0, 'absent');
  });

  test('two runs at once mail each event once; an event whose change is gone mails nobody', async () => {
    const kim = await insertStudent(t.db, { firstName: 'Kim', lastName: 'Twice', email: 'kim@example.com' });
    const planned = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [kim.id],
      startTime: hoursFromNow(40),
      endTime: hoursFromNow(41),
    });
    await recordMailEvent(t.db, 'welcome', kim.id, null);
    // Recorded, but the lesson is still planned (its change rolled back): nothing to say.
    await recordMailEvent(t.db, 'lesson-cancelled', planned.id, null);
    const handled = await Promise.all([sendEventMails(ctx()), sendEventMails(ctx())]);
    assert.equal(handled[0] + handled[1], 2);
    await t.flushMail();
    assert.deepEqual(
      to('kim@example.com').map((mail) => mail.subject),
      ['Welcome, Kim'],
    );
  });
});

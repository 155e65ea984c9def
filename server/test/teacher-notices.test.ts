import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { and, eq, isNull } from 'drizzle-orm';
import { mailEvents, type ScheduleRow, schedules, users } from '../src/db/schema';
import {
  DEFAULT_PREFERENCES,
  updateNotificationPreferences,
} from '../src/modules/account-settings/notification-preferences.service';
import { sendFeedbackDue } from '../src/modules/messaging/alerts/feedback-due';
import { sendEventMails } from '../src/modules/messaging/event-mails/event-mails.service';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { insertRoleUsers } from './helpers/users';

const at = (date: string, clock: string) => dayjs(`${date}T${clock}`).toISOString();

describe('teacher notices: lesson booked, lesson moved, feedback still due', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let operator: AuthHeader;
  let tom: Awaited<ReturnType<typeof insertTeacher>>;
  let sue: Awaited<ReturnType<typeof insertTeacher>>;
  let ola: Awaited<ReturnType<typeof insertTeacher>>;
  let courseId: number;
  let studentId: number;
  const quiet = { warn: () => {} };
  const ctx = () => ({ db: t.db, mailer: t.mailer, smsOutbox: t.app.smsOutbox, log: quiet });
  const mailOf = (teacher: { login: string }) => `${teacher.login}@example.com`;
  const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const settle = async () => {
    await eventually(
      () => t.db.select().from(mailEvents).where(isNull(mailEvents.handledAt)),
      (pending) => pending.length === 0,
    );
    await t.flushMail();
    await t.flushSms();
  };
  const send = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, status = 200) => {
    const response = await t.inject({ method, url, headers: operator, payload });
    assert.equal(response.statusCode, status, response.body);
    return response.json().data;
  };
  const book = (teacherId: number, times: [string, string][], repeat?: object) =>
    send(
      'POST',
      '/api/schedules',
      {
        courseType: 'PRIVATE',
        courseId,
        teacherId,
        studentIds: [studentId],
        scheduleTimes: times.map(([startTime, endTime]) => ({ startTime, endTime })),
        ...(repeat && { repeat }),
      },
      201,
    ) as Promise<{ ids: number[] }>;
  const lessonRow = async (id: number) =>
    (await t.db.select().from(schedules).where(eq(schedules.id, id)))[0] as ScheduleRow;

  before(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ smtpUrl: smtp.url });
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    tom = await insertTeacher(t.db, { firstName: 'Tom', lastName: 'Teach', hourlyRate: '30.00' });
    sue = await insertTeacher(t.db, { firstName: 'Sue', lastName: 'Sms', hourlyRate: '30.00' });
    ola = await insertTeacher(t.db, { firstName: 'Ola', lastName: 'Off', hourlyRate: '30.00' });
    await t.db.update(users).set({ phone: '+14165550177' }).where(eq(users.id, sue.id));
    await t.db.update(users).set({ phone: '+14165550178' }).where(eq(users.id, ola.id));
    // Sue wants bookings and moves by SMS as well as e-mail; Ola wants none of it.
    await updateNotificationPreferences(t.db, sue.id, {
      ...DEFAULT_PREFERENCES,
      lessonBooked: { email: true, sms: true },
      lessonMoved: { email: false, sms: true },
      feedbackDue: { email: false, sms: true },
    });
    const off = { email: false, sms: false };
    await updateNotificationPreferences(t.db, ola.id, {
      ...DEFAULT_PREFERENCES,
      lessonBooked: off,
      lessonMoved: off,
      feedbackDue: off,
    });
    courseId = (await insertCourse(t.db, { name: 'Algebra' })).id;
    studentId = (await insertStudent(t.db, { firstName: 'Ann', lastName: 'Learner', hourlyRate: '40.00' })).id;
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  test('a booking tells its teacher once by the chosen channels; a 20-lesson booking is one summary; none when off', async () => {
    const smsBefore = t.sms.length;
    await book(tom.id, [[at('2031-02-03', '10:00'), at('2031-02-03', '11:00')]]);
    await book(sue.id, [[at('2031-02-04', '10:00'), at('2031-02-04', '11:00')]]);
    await book(ola.id, [[at('2031-02-05', '10:00'), at('2031-02-05', '11:00')]]);
    await settle();
    const [single, ...more] = to(mailOf(tom));
    assert.equal(more.length, 0);
    assert.match(single.subject, /^Booked for you: 1 lesson of Algebra from Mon 2031-02-03 10:00$/);
    assert.match(single.text, /Hello Tom,[\s\S]*1 lesson booked for you:\r?\n- Mon 2031-02-03 10:00, Algebra/);
    const [sueMail] = to(mailOf(sue));
    assert.ok(sueMail, 'Sue chose e-mail too');
    assert.deepEqual(
      t.sms.slice(smsBefore).map((sms) => [sms.phone, sms.text]),
      [['+14165550177', `${sueMail.subject} (Centre Admin)`]],
      'only Sue chose SMS; Ola chose nothing',
    );
    assert.equal(to(mailOf(ola)).length, 0, 'Ola turned bookings off');

    const weekly = await book(
      tom.id,
      [
        [at('2031-03-03', '16:00'), at('2031-03-03', '17:00')],
        [at('2031-03-06', '16:00'), at('2031-03-06', '17:00')],
      ],
      { weeks: 10 },
    );
    assert.equal(weekly.ids.length, 20);
    await settle();
    const [, summary, ...extra] = to(mailOf(tom));
    assert.equal(extra.length, 0, 'one summary, not twenty mails');
    assert.match(summary.subject, /^Booked for you: 20 lessons of Algebra from Mon 2031-03-03 16:00$/);
    assert.equal(summary.text.match(/^- \w{3} 2031-\d\d-\d\d 16:00, Algebra$/gm)?.length, 20);

    // The sweep finds nothing left: nothing is sent twice.
    assert.equal(await sendEventMails(ctx()), 0);
    await t.flushMail();
    assert.equal(to(mailOf(tom)).length, 2);
  });

  test('a series booked from a past date names only the lessons still to come; one wholly past sends nothing', async () => {
    const before = to(mailOf(tom)).length;
    // Weekly at 09:00 for six weeks from three weeks before tomorrow: three lessons past, three to come.
    const first = dayjs().startOf('day').add(1, 'day').subtract(3, 'week').add(9, 'hour');
    const series = await book(tom.id, [[first.toISOString(), first.add(1, 'hour').toISOString()]], { weeks: 6 });
    assert.equal(series.ids.length, 6);
    await settle();
    const [mail, ...more] = to(mailOf(tom)).slice(before);
    assert.equal(more.length, 0);
    const coming = first.add(3, 'week');
    assert.match(
      mail.subject,
      new RegExp(`^Booked for you: 3 lessons of Algebra from \\w{3} ${coming.format('YYYY-MM-DD')} 09:00$`),
    );
    const listed = mail.text.match(/^- \w{3} \d{4}-\d\d-\d\d 09:00, Algebra$/gm) ?? [];
    assert.deepEqual(
      listed.map((line) => line.slice(6, 16)),
      [0, 1, 2].map((week) => coming.add(week, 'week').format('YYYY-MM-DD')),
    );

    const past = dayjs().startOf('day').subtract(5, 'week').add(14, 'hour');
    await book(tom.id, [[past.toISOString(), past.add(1, 'hour').toISOString()]], { weeks: 3 });
    await settle();
    assert.equal(to(mailOf(tom)).length, before + 1, 'no mail about lessons already past');
  });

  test('a moved lesson tells its teacher with the old and new time; an edit of other fields says nothing', async () => {
    const { ids } = await book(tom.id, [[at('2031-05-05', '09:00'), at('2031-05-05', '10:00')]]);
    const sueLesson = await book(sue.id, [[at('2031-05-06', '09:00'), at('2031-05-06', '10:00')]]);
    await settle();
    const before = to(mailOf(tom)).length;
    const smsBefore = t.sms.length;
    await send('PATCH', `/api/schedules/${ids[0]}/time`, {
      startTime: at('2031-05-07', '14:00'),
      endTime: at('2031-05-07', '15:00'),
    });
    await send('PATCH', `/api/schedules/${sueLesson.ids[0]}/time`, {
      startTime: at('2031-05-08', '14:00'),
      endTime: at('2031-05-08', '15:00'),
    });
    const lesson = await lessonRow(ids[0]);
    await send('PUT', `/api/schedules/${ids[0]}`, {
      courseType: lesson.courseType,
      courseId,
      teacherId: tom.id,
      studentIds: [studentId],
      startTime: lesson.startTime.toISOString(),
      endTime: lesson.endTime.toISOString(),
      comments: 'Bring the workbook',
    });
    await settle();
    const moved = to(mailOf(tom)).slice(before);
    assert.equal(moved.length, 1, 'the move once; the comment edit not at all');
    assert.match(moved[0].subject, /^Changed: 1 lesson of yours, Algebra from Wed 2031-05-07 14:00$/);
    assert.match(moved[0].text, /- Algebra: Mon 2031-05-05 09:00 → Wed 2031-05-07 14:00/);
    const texts = t.sms.slice(smsBefore);
    assert.equal(texts.length, 1, 'Sue chose SMS only for moves');
    assert.match(texts[0].text, /^Changed: 1 lesson of yours, Algebra from Thu 2031-05-08 14:00/);
    assert.equal(to(mailOf(sue)).filter((mail) => mail.subject.startsWith('Changed')).length, 0);
  });

  test('a lesson given to another teacher: the new one hears "booked", the old one "moved" to whom', async () => {
    const { ids } = await book(tom.id, [[at('2031-06-02', '09:00'), at('2031-06-02', '10:00')]]);
    await settle();
    const tomBefore = to(mailOf(tom)).length;
    const suesBefore = to(mailOf(sue)).length;
    // Tom asks for moves by SMS too, but his account has no phone: that channel stays silent.
    await updateNotificationPreferences(t.db, tom.id, {
      ...DEFAULT_PREFERENCES,
      lessonMoved: { email: true, sms: true },
    });
    const smsBefore = t.sms.length;
    const lesson = await lessonRow(ids[0]);
    await send('PUT', `/api/schedules/${ids[0]}`, {
      courseType: lesson.courseType,
      courseId,
      teacherId: sue.id,
      studentIds: [studentId],
      startTime: lesson.startTime.toISOString(),
      endTime: lesson.endTime.toISOString(),
    });
    await settle();
    const [away, ...moreAway] = to(mailOf(tom)).slice(tomBefore);
    assert.equal(moreAway.length, 0);
    assert.match(away.text, /- Algebra, Mon 2031-06-02 09:00: now taught by Sue Sms/);
    const [taken, ...moreTaken] = to(mailOf(sue)).slice(suesBefore);
    assert.equal(moreTaken.length, 0);
    assert.match(taken.subject, /^Booked for you: 1 lesson of Algebra from Mon 2031-06-02 09:00$/);
    assert.deepEqual(
      t.sms.slice(smsBefore).map((sms) => sms.phone),
      ['+14165550177'],
      'Sue by SMS as she chose; Tom has no phone',
    );
    await updateNotificationPreferences(t.db, tom.id, DEFAULT_PREFERENCES);
  });

  test('feedback still due: each confirmed lesson without submitted feedback is named once, per the choice', async () => {
    const confirmed = (teacherId: number, hoursAgo: number, feedbackStatus: 'NOT_SUBMITTED' | 'DRAFT' | 'SUBMITTED') =>
      insertLesson(t.db, {
        teacherId,
        courseId,
        studentIds: [studentId],
        startTime: hoursFromNow(-hoursAgo - 1),
        endTime: hoursFromNow(-hoursAgo),
        status: 'CONFIRMED',
        feedbackStatus,
      });
    const missing = await confirmed(tom.id, 30, 'NOT_SUBMITTED');
    const draft = await confirmed(tom.id, 5, 'DRAFT');
    await confirmed(tom.id, 6, 'SUBMITTED');
    await confirmed(sue.id, 7, 'NOT_SUBMITTED');
    const olaLesson = await confirmed(ola.id, 8, 'NOT_SUBMITTED');
    // Still planned (unconfirmed): not the teacher's feedback to write yet.
    await insertLesson(t.db, {
      teacherId: tom.id,
      courseId,
      studentIds: [studentId],
      startTime: hoursFromNow(-3),
      endTime: hoursFromNow(-2),
    });
    const tomBefore = to(mailOf(tom)).length;
    const smsBefore = t.sms.length;

    const told = await Promise.all([sendFeedbackDue(ctx()), sendFeedbackDue(ctx())]);
    assert.equal(told[0] + told[1], 2, 'Tom and Sue, each by one of the two runs');
    assert.equal(await sendFeedbackDue(ctx()), 0, 'a later run names nothing again');
    await t.flushMail();
    const [mail, ...more] = to(mailOf(tom)).slice(tomBefore);
    assert.equal(more.length, 0);
    assert.equal(mail.subject, 'Feedback still due: 2 lessons');
    const listed = mail.text.match(/^- .*$/gm) ?? [];
    assert.equal(listed.length, 2);
    assert.match(listed[0], /, Algebra$/);
    assert.match(listed[1], /, Algebra \(draft saved, not submitted\)$/);
    await t.flushSms();
    const texts = t.sms.slice(smsBefore);
    assert.deepEqual(
      texts.map((sms) => sms.phone),
      ['+14165550177'],
      'Sue by SMS only',
    );
    assert.equal(to(mailOf(sue)).filter((m) => m.subject.startsWith('Feedback')).length, 0);
    const olaRows = await t.db
      .select()
      .from(mailEvents)
      .where(and(eq(mailEvents.kind, 'feedback-due'), eq(mailEvents.refId, olaLesson.id)));
    assert.equal(
      olaRows.length,
      0,
      'Ola chose neither channel: nothing claimed, so turning it on later still tells her',
    );

    // A lesson confirmed since: the next run names only it.
    const later = await confirmed(tom.id, 1, 'NOT_SUBMITTED');
    assert.equal(await sendFeedbackDue(ctx()), 1);
    await t.flushMail();
    const [next] = to(mailOf(tom)).slice(tomBefore + 1);
    assert.equal(next.subject, 'Feedback still due: 1 lesson');
    assert.equal(next.text.match(/^- .*$/gm)?.length, 1);
    assert.ok(![missing.id, draft.id].includes(later.id));
  });
});

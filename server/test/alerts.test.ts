import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { centreSettings, mailOutbox, notices, schedules, students, voucherLedgerEntries } from '../src/db/schema';
import { sendLessonReminders } from '../src/modules/messaging/alerts/lesson-reminders';
import { checkLowBalances } from '../src/modules/messaging/alerts/low-balance';
import { noticeUnconfirmedLessons } from '../src/modules/messaging/alerts/unconfirmed-lessons';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('reminders, low balance and the bell', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let adminId: number;
  let teacher: Awaited<ReturnType<typeof insertTeacher>>;
  let courseId: number;
  const quiet = { warn: () => {} };
  const ctx = () => ({ db: t.db, mailer: t.mailer, smsOutbox: t.app.smsOutbox, log: quiet });
  const titlesOf = async (userId: number) =>
    (await t.db.select({ title: notices.title }).from(notices).where(eq(notices.userId, userId))).map((n) => n.title);

  before(async () => {
    t = await createTestApp();
    adminId = (await insertRoleUsers(t.db)).ROLE_ADMIN.id;
    operator = await t.signIn('operator');
    teacher = await insertTeacher(t.db, { firstName: 'Tom', lastName: 'Teach' });
    courseId = (await insertCourse(t.db, { name: 'Algebra' })).id;
  });
  after(() => t.close());

  test('a lesson is reminded once, to students by their allow flags (not its teacher: they get the next-day digest); cancelled ones never; a moved one again', async () => {
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
    const soon = await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [ann.id, ned.id],
      startTime: hoursFromNow(10),
      endTime: hoursFromNow(11),
    });
    await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [ann.id],
      startTime: hoursFromNow(5),
      endTime: hoursFromNow(6),
      status: 'CANCELLED',
    });
    await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [ann.id],
      startTime: hoursFromNow(30),
      endTime: hoursFromNow(31),
    });
    const mailsBefore = t.mails.length;

    const first = [await sendLessonReminders(ctx()), await sendLessonReminders(ctx())];
    assert.deepEqual(first, [1, 0], 'one lesson, the second time nothing');
    const reminders = t.mails.slice(mailsBefore);
    assert.deepEqual(
      reminders.map((m) => m.to),
      ['ann@example.com'],
      'Ned allows no e-mail; the teacher is not reminded per lesson',
    );
    assert.match(reminders[0].subject, /^Reminder: Algebra on /);
    assert.match(
      reminders.find((m) => m.to === 'ann@example.com')?.text ?? '',
      /Hello Ann,[\s\S]*Algebra lesson with Tom Teach/,
    );
    await t.flushSms();
    assert.deepEqual(
      t.sms.map((s) => s.phone),
      ['+14165550101'],
      'only Ann allows SMS',
    );

    // Moved to a new time inside the window: reminded for the new time, once.
    await t.db
      .update(schedules)
      .set({ startTime: hoursFromNow(12), endTime: hoursFromNow(13) })
      .where(eq(schedules.id, soon.id));
    assert.equal(await sendLessonReminders(ctx()), 1);
    assert.equal(await sendLessonReminders(ctx()), 0);

    // The centre's hours-before setting widens the window: the lesson in 30 hours is reminded at 36.
    await t.db.update(centreSettings).set({ reminderHoursBefore: 36 }).where(eq(centreSettings.id, 1));
    try {
      assert.equal(await sendLessonReminders(ctx()), 1);
    } finally {
      await t.db.update(centreSettings).set({ reminderHoursBefore: 24 }).where(eq(centreSettings.id, 1));
    }
  });

  test('the low-balance e-mail goes once per crossing by a charge, with a notice to staff', async () => {
    const low = await insertStudent(t.db, { firstName: 'Lou', lastName: 'Balance', email: 'lou@example.com' });
    const mailsToLou = () => t.mails.filter((m) => m.to === 'lou@example.com');
    /** A ledger entry moving the balance from `from` to `to`, as a charge or a purchase writes one. */
    const move = async (from: string, to: string) => {
      const amount = (Number(to) - Number(from)).toFixed(2);
      await t.db.update(students).set({ voucherBalance: to }).where(eq(students.id, low.id));
      await t.db.insert(voucherLedgerEntries).values({
        studentId: low.id,
        kind: Number(amount) < 0 ? 'charge' : 'purchase',
        amount,
        balanceAfter: to,
        reason: 'test',
      });
    };
    await checkLowBalances(ctx());
    assert.equal(mailsToLou().length, 0, 'a new student at zero is under the threshold but crossed nothing');

    await move('0.00', '150.00');
    await checkLowBalances(ctx());
    await move('150.00', '95.00');
    await checkLowBalances(ctx());
    await checkLowBalances(ctx());
    assert.equal(mailsToLou().length, 1);
    assert.match(mailsToLou()[0].text, /balance is now \$95\.00/);
    assert.ok((await titlesOf(adminId)).some((title) => title.startsWith('Lou Balance') && title.endsWith(': $95.00')));

    await move('95.00', '60.00');
    await checkLowBalances(ctx());
    assert.equal(mailsToLou().length, 1, 'still under: not again');
    await move('60.00', '160.00');
    await checkLowBalances(ctx());
    await move('160.00', '40.00');
    await checkLowBalances(ctx());
    assert.equal(mailsToLou().length, 2, 'a new crossing after a purchase');
  });

  test('a run that fails while writing its mails has claimed nothing: the next run sends them (reminder, low balance)', async () => {
    // The claim and the outbox rows commit together: a claim kept after its mails were lost (a crash,
    // a refused write) would silence that reminder or that crossing for good.
    let failures = 1;
    const failOnce = () => {
      if (failures-- > 0) throw new Error('the outbox write failed');
    };
    const failing = {
      ...t.mailer,
      send: async (mail: Parameters<typeof t.mailer.send>[0]) => {
        failOnce();
        await t.mailer.send(mail);
      },
      write: async (...args: Parameters<typeof t.mailer.write>) => {
        failOnce();
        return t.mailer.write(...args);
      },
    };
    const outboxTo = async (address: string) =>
      (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, address))).length;

    const rae = await insertStudent(t.db, { firstName: 'Rae', lastName: 'Retry', email: 'rae@example.com' });
    await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [rae.id],
      startTime: hoursFromNow(8),
      endTime: hoursFromNow(9),
    });
    await assert.rejects(sendLessonReminders({ ...ctx(), mailer: failing }));
    assert.equal(await sendLessonReminders(ctx()), 1, 'the lesson is still to be reminded');
    assert.equal(await outboxTo('rae@example.com'), 1);

    const lin = await insertStudent(t.db, { firstName: 'Lin', lastName: 'Refused', email: 'lin@example.com' });
    await t.db.update(students).set({ voucherBalance: '150.00' }).where(eq(students.id, lin.id));
    await checkLowBalances(ctx());
    await t.db.update(students).set({ voucherBalance: '90.00' }).where(eq(students.id, lin.id));
    await t.db.insert(voucherLedgerEntries).values({
      studentId: lin.id,
      kind: 'charge',
      amount: '-60.00',
      balanceAfter: '90.00',
      reason: 'test',
    });
    failures = 1;
    await assert.rejects(checkLowBalances({ ...ctx(), mailer: failing }));
    await checkLowBalances(ctx());
    assert.equal(await outboxTo('lin@example.com'), 1, 'the crossing is still told');
    assert.equal((await titlesOf(adminId)).filter((title) => title.startsWith('Lin Refused')).length, 1);
  });

  test('lessons unconfirmed 48 h after ending: one notice per teacher and day for administrators and operators', async () => {
    await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [],
      startTime: hoursFromNow(-52),
      endTime: hoursFromNow(-51),
    });
    await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [],
      startTime: hoursFromNow(-60),
      endTime: hoursFromNow(-59),
    });
    await insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds: [],
      startTime: hoursFromNow(-20),
      endTime: hoursFromNow(-19),
    });
    await noticeUnconfirmedLessons(t.db);
    await noticeUnconfirmedLessons(t.db);
    const titles = (await titlesOf(adminId)).filter((title) => title.includes('unconfirmed'));
    assert.deepEqual(titles, ['Tom Teach: 2 lessons unconfirmed 48 h after ending']);
    const operatorNotices = await t.inject({ method: 'GET', url: '/api/notices', headers: operator });
    assert.ok(operatorNotices.json().data.some((n: { title: string }) => n.title.includes('unconfirmed')));
  });

  test("a teacher hears of a lesson booked and cancelled for them, its time on the centre's clock", async () => {
    const student = await insertStudent(t.db);
    await t.db.update(centreSettings).set({ timeFormat: '12h' });
    const created = await t.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: operator,
      payload: {
        courseType: 'PRIVATE',
        courseId,
        teacherId: teacher.id,
        studentIds: [student.id],
        price: '30.00',
        scheduleTimes: [{ startTime: '2031-03-04T10:00:00Z', endTime: '2031-03-04T11:00:00Z' }],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const [id] = created.json().data.ids;
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/schedules/${id}/cancel`,
      headers: operator,
      payload: {},
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await t.db.update(centreSettings).set({ timeFormat: '24h' });
    const titles = await titlesOf(teacher.id);
    const start = dayjs('2031-03-04T10:00:00Z').format('ddd YYYY-MM-DD h:mm A');
    assert.ok(titles.includes(`Lesson booked: Algebra, ${start}`), titles.join(' | '));
    assert.ok(
      titles.some((title) => title.startsWith('Lesson cancelled: Algebra, ')),
      titles.join(' | '),
    );
  });

  test('a series booked from a past date: the bell names its first lesson still to come; one wholly past, nothing', async () => {
    const pat = await insertTeacher(t.db, { firstName: 'Pat', lastName: 'Past' });
    const student = await insertStudent(t.db);
    const book = async (first: dayjs.Dayjs, weeks: number) => {
      const created = await t.inject({
        method: 'POST',
        url: '/api/schedules',
        headers: operator,
        payload: {
          courseType: 'PRIVATE',
          courseId,
          teacherId: pat.id,
          studentIds: [student.id],
          price: '30.00',
          scheduleTimes: [{ startTime: first.toISOString(), endTime: first.add(1, 'hour').toISOString() }],
          repeat: { weeks },
        },
      });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json().data.ids.length, weeks);
    };
    // Weekly at 09:00 for six weeks from three weeks before tomorrow: three lessons past, three to come.
    const first = dayjs().startOf('day').add(1, 'day').subtract(3, 'week').add(9, 'hour');
    await book(first, 6);
    const coming = first.add(3, 'week').format('ddd YYYY-MM-DD HH:mm');
    assert.deepEqual(await titlesOf(pat.id), [`3 lessons booked: Algebra, from ${coming}`]);

    await book(dayjs().startOf('day').subtract(5, 'week').add(14, 'hour'), 3);
    assert.equal((await titlesOf(pat.id)).length, 1, 'no notice about lessons already past');
  });
});

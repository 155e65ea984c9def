/**
 * The SMS outbox (platform/mail/sms-outbox.ts): background texts are written in their cause's
 * transaction and delivered by the job queue through the real Twilio sender, here pointed at a local
 * fake of its Messages endpoint that can be told to refuse.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { lessonReminders, smsOutbox } from '../src/db/schema';
import { sendLessonReminders } from '../src/modules/messaging/alerts/lesson-reminders';
import { SMS_DELIVERY_JOB } from '../src/platform/mail/sms-outbox';
import { createTwilioSmsSender } from '../src/platform/mail/sms-sender';
import { createTestApp, type SentSms, type TestApp } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

type Posted = { to: string; body: string; status: number };

describe('SMS outbox: durable, retried delivery of background texts', () => {
  let t: TestApp;
  let server: http.Server;
  const posted: Posted[] = [];
  /** Statuses the fake answers with, one per request, before it accepts again (201). */
  const refusals: { status: number; code: number; message: string }[] = [];
  let teacherId: number;
  let courseId: number;
  const quiet = { warn: () => {} };
  const ctx = () => ({ db: t.db, mailer: t.mailer, smsOutbox: t.app.smsOutbox, log: quiet });
  const rowsTo = (phone: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));

  before(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const refusal = form.get('To')?.startsWith('+1999')
          ? { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." }
          : refusals.shift();
        const status = refusal?.status ?? 201;
        posted.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '', status });
        response.statusCode = status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(refusal ? { code: refusal.code, message: refusal.message } : { sid: 'SM1' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      sms: createTwilioSmsSender({ accountSid: 'AC1', authToken: 'token', from: '+14165550000', apiUrl }),
    });
    await insertRoleUsers(t.db);
    teacherId = (await insertTeacher(t.db, { firstName: 'Tom', lastName: 'Teach' })).id;
    courseId = (await insertCourse(t.db, { name: 'Algebra' })).id;
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const lessonFor = async (phone: string, hours: number) => {
    const student = await insertStudent(t.db, { firstName: 'Sam', lastName: 'Text', phone, allowEmail: false });
    return insertLesson(t.db, {
      teacherId,
      courseId,
      studentIds: [student.id],
      startTime: hoursFromNow(hours),
      endTime: hoursFromNow(hours + 1),
    });
  };

  test('a reminder the provider refuses (500, then 429) is retried with backoff and then sent, once', async () => {
    const phone = '+14165550301';
    await lessonFor(phone, 5);
    refusals.push(
      { status: 500, code: 20500, message: 'Internal Server Error' },
      { status: 429, code: 20429, message: 'Too Many Requests' },
    );
    const started = Date.now();
    assert.equal(await sendLessonReminders(ctx()), 1);
    await t.flushSms();
    const [row, ...more] = await rowsTo(phone);
    assert.equal(more.length, 0);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 3);
    assert.equal(row.error, null, 'the last refusal is cleared once sent');
    assert.match(row.body, /^Reminder: Algebra on .* \(/);
    const tries = posted.filter((p) => p.to === phone);
    assert.deepEqual(
      tries.map((p) => p.status),
      [500, 429, 201],
    );
    assert.ok(tries.every((p) => p.body === row.body));
    // Retry delays of 1 s then 2 s (SMS_RETRY_SECONDS=1 in tests, doubled): not a tight loop.
    assert.ok(Date.now() - started >= 2_500, `retried after ${Date.now() - started} ms`);
    assert.deepEqual(
      t.sms.filter((s) => s.phone === phone).map((s) => s.text),
      [row.body],
    );
  });

  test('an invalid number (400) fails at once with the provider’s answer; a refusal past the retries fails too', async () => {
    const invalid = '+19995550302';
    await lessonFor(invalid, 6);
    assert.equal(await sendLessonReminders(ctx()), 1);
    await t.flushSms();
    const [row] = await rowsTo(invalid);
    assert.equal(row.status, 'failed');
    assert.equal(row.attempts, 1, 'a 400 is not retried');
    assert.match(row.error ?? '', /refused the message \(400 21211\): The 'To' number is not a valid phone number/);

    const busy = '+14165550303';
    await lessonFor(busy, 7);
    for (let i = 0; i < 5; i++) refusals.push({ status: 503, code: 20503, message: 'Service Unavailable' });
    assert.equal(await sendLessonReminders(ctx()), 1);
    await t.flushSms(40_000);
    const [gaveUp] = await rowsTo(busy);
    assert.equal(gaveUp.status, 'failed');
    assert.equal(gaveUp.attempts, 5, 'the first attempt and four retries');
    assert.match(gaveUp.error ?? '', /\(503 20503\): Service Unavailable/);
    assert.equal(posted.filter((p) => p.to === busy && p.status === 201).length, 0);
  });

  test('a text is written in its cause’s transaction: a rolled-back reminder run claims and sends nothing', async () => {
    const phone = '+14165550304';
    const lesson = await lessonFor(phone, 8);
    const failing = {
      ...ctx(),
      smsOutbox: {
        ...t.app.smsOutbox,
        write: async (
          tx: Parameters<TestApp['app']['smsOutbox']['write']>[0],
          texts: { phone: string; text: string }[],
        ) => {
          const ids = await t.app.smsOutbox.write(tx, texts);
          assert.equal(ids.length, 1, 'the text was written inside the transaction');
          throw new Error('the database went away');
        },
      },
    };
    await assert.rejects(sendLessonReminders(failing), /went away/);
    assert.equal((await rowsTo(phone)).length, 0, 'the outbox row went with the rollback');
    const claims = await t.db.select().from(lessonReminders).where(eq(lessonReminders.scheduleId, lesson.id));
    assert.equal(claims.length, 0, 'so did the claim: the reminder is still due');
    // Nothing stranded to pick up either; the next run reminds the lesson, once.
    assert.deepEqual(await t.app.smsOutbox.requeueStranded(), { requeued: 0, failed: 0 });
    assert.equal(posted.filter((p) => p.to === phone).length, 0);
    assert.equal(await sendLessonReminders(ctx()), 1);
    await t.flushSms();
    assert.deepEqual(
      (await rowsTo(phone)).map((row) => row.status),
      ['sent'],
    );
    assert.equal(posted.filter((p) => p.to === phone).length, 1);
  });

  test('a text whose delivery job was lost is requeued by the sweep; a repeated job does not send it twice', async () => {
    const phone = '+14165550305';
    // Written and committed, but the process died before queuing its job.
    const [id] = await t.db.transaction((tx) => t.app.smsOutbox.write(tx, [{ phone, text: 'Stranded text' }]));
    assert.deepEqual(await t.app.smsOutbox.requeueStranded(), { requeued: 0, failed: 0 }, 'too recent to be stranded');
    await t.db.update(smsOutbox).set({ createdAt: sql`now() - interval '1 hour'` }).where(eq(smsOutbox.id, id));
    assert.deepEqual(await t.app.smsOutbox.requeueStranded(), { requeued: 1, failed: 0 });
    await t.flushSms();
    // The same row's delivery queued again (a job repeated after a crash): the row says it is sent.
    await t.jobs.sendMany(SMS_DELIVERY_JOB, [{ id }, { id }]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const rows = await t.db
      .select()
      .from(smsOutbox)
      .where(inArray(smsOutbox.id, [id]));
    assert.equal(rows[0].status, 'sent');
    assert.equal(rows[0].attempts, 1);
    assert.equal(posted.filter((p) => p.to === phone).length, 1);
  });
});

/** PGlite has one connection and one process, so this runs on PostgreSQL only (DATABASE_URL). */
describe('SMS outbox with two app instances on one PostgreSQL', {
  skip: !process.env.DATABASE_URL && 'needs DATABASE_URL',
}, () => {
  let database: DatabaseHandle;
  let first: TestApp;
  let second: TestApp;
  before(async () => {
    database = await openTestDatabase();
    first = await createTestApp({ database });
    second = await createTestApp({ database });
  });
  after(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  test('100 texts, each delivery job queued by both instances: every phone gets exactly one', async () => {
    const count = 100;
    const texts = Array.from({ length: count }, (_, i) => ({
      phone: `+1416556${String(i).padStart(4, '0')}`,
      text: `Text ${i}`,
    }));
    const ids = await database.db.transaction((tx) => first.app.smsOutbox.write(tx, texts));
    await Promise.all([first.app.smsOutbox.deliver(ids), second.app.smsOutbox.deliver(ids)]);
    await first.flushSms();
    // A moment more for any duplicate to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await database.db.select().from(smsOutbox).where(inArray(smsOutbox.id, ids));
    assert.deepEqual([...new Set(rows.map((row) => row.status))], ['sent']);
    const all: SentSms[] = [...first.sms, ...second.sms];
    const perPhone = new Map<string, number>();
    for (const text of all) perPhone.set(text.phone, (perPhone.get(text.phone) ?? 0) + 1);
    assert.equal(perPhone.size, count);
    assert.deepEqual([...new Set(perPhone.values())], [1], 'nobody got two');
  });
});

import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../src/db/schema';
import { createJobQueue } from '../src/platform/jobs/job-queue';
import { createMailer } from '../src/platform/mail/mailer';
import { type AuthHeader, createTestApp, keyFromMail, type TestApp } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { insertRoleUsers } from './helpers/users';

type OutboxMail = {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  status: string;
  error: string | null;
  createdAt: string;
};

const register = (t: TestApp, login: string) =>
  t.inject({
    method: 'POST',
    url: '/api/register',
    payload: { login, email: `${login}@example.com`, password: 'secret1' },
  });
const outbox = async (t: TestApp, admin: AuthHeader, query: Record<string, string> = {}) => {
  const response = await t.inject({ method: 'GET', url: '/api/mail-outbox', query, headers: admin });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { success: true; data: OutboxMail[]; total: number };
};

describe('mail outbox without SMTP', () => {
  let t: TestApp;
  let admin: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('GET /api/mail-outbox lists stored mails newest first, paged', async () => {
    assert.deepEqual(await outbox(t, admin), { success: true, data: [], total: 0 });
    for (const login of ['first', 'second', 'third']) assert.equal((await register(t, login)).statusCode, 201);

    const all = await outbox(t, admin);
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.data.map((mail) => mail.recipient),
      ['third@example.com', 'second@example.com', 'first@example.com'],
    );
    const [newest] = all.data;
    assert.equal(newest.subject, 'Confirm your e-mail address');
    assert.equal(newest.status, 'stored');
    assert.equal(newest.error, null);
    assert.ok(!Number.isNaN(Date.parse(newest.createdAt)));
    assert.equal(
      keyFromMail({ to: newest.recipient, subject: newest.subject, text: newest.body }, '/user/activate'),
      keyFromMail(t.mails.at(-1), '/user/activate'),
    );

    const page = await outbox(t, admin, { page: '2', pageSize: '2' });
    assert.deepEqual(
      page.data.map((mail) => mail.recipient),
      ['first@example.com'],
    );
    assert.equal(page.total, 3);
  });
});

describe('mail over real SMTP', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let smtp: SMTPServer;
  const received: { from: string; to: string[]; raw: string }[] = [];

  before(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(
          address.address.startsWith('bounce')
            ? Object.assign(new Error('No such mailbox'), { responseCode: 550 })
            : undefined,
        );
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('the activation mail arrives at the SMTP server and its outbox row is "sent"', async () => {
    assert.equal((await register(t, 'smtpuser')).statusCode, 201);
    await t.flushMail();
    assert.equal(received.length, 1);
    const [message] = received;
    assert.equal(message.from, 'centre@example.com');
    assert.deepEqual(message.to, ['smtpuser@example.com']);
    assert.match(message.raw, /^Subject: Confirm your e-mail address\r?$/m);
    const key = keyFromMail(t.mails.at(-1), '/user/activate');
    assert.ok(message.raw.replace(/=\r?\n/g, '').includes(key), 'the mail on the wire carries the activation key');

    const [row] = (await outbox(t, admin)).data;
    assert.equal(row.recipient, 'smtpuser@example.com');
    assert.equal(row.status, 'sent');
    assert.equal(row.error, null);
  });

  test('a rejected recipient leaves the outbox row "failed" with the reason; the request still succeeds', async () => {
    assert.equal((await register(t, 'bounce')).statusCode, 201);
    await t.flushMail();
    const [row] = (await outbox(t, admin)).data;
    assert.equal(row.recipient, 'bounce@example.com');
    assert.equal(row.status, 'failed');
    assert.match(row.error ?? '', /No such mailbox/);
    assert.equal(received.length, 1, 'nothing more was delivered');
  });

  test('a mail delivered again (its process died between the server’s 250 and recording it) is the same message', async () => {
    assert.equal((await register(t, 'twice')).statusCode, 201);
    await t.flushMail();
    const messageId = (raw: string) => /^Message-ID: (.*?)\r?$/im.exec(raw)?.[1];
    const first = messageId(received.at(-1)?.raw ?? '');
    const [row] = (await outbox(t, admin)).data;
    assert.equal(row.recipient, 'twice@example.com');
    assert.match(first ?? '', /^<mail-\d+\.\d+@example\.com>$/, 'a Message-ID of its own outbox row');
    // SMTP cannot tell whether the server got it, so the mail goes again: a client that already has
    // it sees the same Message-ID and keeps one (the kill -9 test meets this for real).
    const count = received.length;
    await t.db.update(mailOutbox).set({ status: 'queued', claimedUntil: null }).where(eq(mailOutbox.id, row.id));
    await t.mailer.deliver([row.id]);
    await t.flushMail();
    assert.equal(received.length, count + 1, 'delivered again');
    assert.deepEqual(received.at(-1)?.to, ['twice@example.com']);
    assert.equal(messageId(received.at(-1)?.raw ?? ''), first);
  });
});

describe('stranded outbox mail', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  before(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  const row = async (id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
  /** An outbox row as a crash leaves it: written 'queued', with no delivery job queued for it. */
  const strand = async (recipient: string, values: Partial<typeof mailOutbox.$inferInsert>) => {
    const [{ id }] = await t.db
      .insert(mailOutbox)
      .values({ recipient, subject: 'Stranded', body: 'Hello', status: 'queued', ...values })
      .returning({ id: mailOutbox.id });
    return id;
  };

  test('a queued row no job will deliver is queued again and sent; one out of attempts is failed', async () => {
    const hour = (n: number) => new Date(Date.now() + n * 3_600_000);
    // The process died during the job's last attempt: the lease ran out an hour ago, no retry is left.
    const lastAttempt = await strand('last-attempt@example.com', {
      attempts: 5,
      claimedUntil: hour(-1),
      createdAt: hour(-2),
    });
    // The process died between the outbox write's commit and queuing the job.
    const neverQueued = await strand('never-queued@example.com', { createdAt: hour(-1) });
    // Tried and interrupted ten times: given up.
    const spent = await strand('spent@example.com', { attempts: 10, claimedUntil: hour(-1), createdAt: hour(-3) });
    // Nothing picks the stranded rows up by itself.
    await t.mailer.flush(1500);
    assert.equal((await row(lastAttempt)).status, 'queued');
    assert.equal(smtp.received.length, 0);

    assert.deepEqual(await t.mailer.requeueStranded(), { requeued: 2, failed: 1 });
    // A second sweep before the new jobs ran adds nothing (the jobs' keys).
    assert.deepEqual(await t.mailer.requeueStranded(), { requeued: 0, failed: 0 });
    await t.mailer.flush();

    assert.deepEqual(smtp.received.map((mail) => mail.to[0]).sort(), [
      'last-attempt@example.com',
      'never-queued@example.com',
    ]);
    assert.equal((await row(lastAttempt)).status, 'sent');
    assert.equal((await row(neverQueued)).status, 'sent');
    const given = await row(spent);
    assert.equal(given.status, 'failed');
    assert.match(given.error ?? '', /attempts were interrupted/);
  });

  test('rows held by a live attempt or just written are left alone', async () => {
    const held = await strand('held2@example.com', { attempts: 1, claimedUntil: new Date(Date.now() + 60_000) });
    const fresh = await strand('fresh2@example.com', {});
    assert.deepEqual(await t.mailer.requeueStranded(), { requeued: 0, failed: 0 });
    assert.equal((await row(held)).attempts, 1);
    assert.equal((await row(fresh)).attempts, 0);
    await t.db.delete(mailOutbox).where(inArray(mailOutbox.id, [held, fresh]));
  });
});

describe('SMTP rate (SMTP_RATE)', () => {
  test('the pool sends at most the configured number of mails a second', async () => {
    const smtp = await startSmtpCatcher();
    const database = await openTestDatabase();
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const jobs = createJobQueue({ database, log: quiet, pollingIntervalSeconds: 0.5, cron: false });
    const mailer = createMailer({
      db: database.db,
      jobs,
      smtpUrl: smtp.url,
      from: 'Centre <centre@example.com>',
      publicUrl: 'http://localhost',
      ratePerSecond: 4,
      log: quiet,
    });
    try {
      await jobs.start();
      const ids = await mailer.write(
        database.db,
        Array.from({ length: 12 }, (_, i) => ({ to: `rate${i}@example.com`, subject: 'Hi', text: 'Hello' })),
      );
      const started = Date.now();
      await mailer.deliver(ids);
      await mailer.flush(30_000);
      assert.equal(smtp.received.length, 12);
      // 4 a second: the first four at once, the last four two seconds later at the earliest.
      assert.ok(Date.now() - started >= 1900, `12 mails at 4 a second took ${Date.now() - started} ms`);
    } finally {
      await jobs.stop();
      mailer.close();
      await database.close();
      await smtp.close();
    }
  });
});

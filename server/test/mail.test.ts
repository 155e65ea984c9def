import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { type AuthHeader, createTestApp, keyFromMail, type TestApp } from './helpers/app';
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
});

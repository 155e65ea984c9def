/**
 * Two API processes on one PostgreSQL database share the job queue: a bulk send is delivered by
 * both and each recipient gets exactly one message. PGlite has one connection and one process, so
 * this runs on PostgreSQL only (DATABASE_URL), like the other two-connection tests.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { mailOutbox, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { eventually } from './helpers/eventually';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { insertRoleUsers } from './helpers/users';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('bulk e-mail with two app instances on one PostgreSQL', { skip: !onPostgres && 'needs DATABASE_URL' }, () => {
  let database: DatabaseHandle;
  let first: TestApp;
  let second: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  before(async () => {
    smtp = await startSmtpCatcher();
    database = await openTestDatabase();
    first = await createTestApp({ smtpUrl: smtp.url, database });
    second = await createTestApp({ smtpUrl: smtp.url, database });
    await insertRoleUsers(database.db);
  });
  after(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await smtp?.close();
  });

  test('200 recipients: each gets exactly one message, every row ends "sent"', async () => {
    const count = 200;
    await database.db.insert(students).values(
      Array.from({ length: count }, (_, i) => ({
        studentId: `P${String(i).padStart(5, '0')}`,
        firstName: `Pupil${i}`,
        lastName: 'Twice',
        email: `pupil${i}@example.com`,
      })),
    );
    const operator = await first.signIn('operator');
    const created = await first.inject({
      method: 'POST',
      url: '/api/email/sends',
      headers: operator,
      payload: { subject: 'Hi {{firstName}}', body: 'Hello {{fullName}}', audience: { group: 'active-students' } },
    });
    assert.equal(created.statusCode, 201, created.body);
    const sent = await eventually(
      async () => database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent')),
      (rows) => rows.length === count,
    );
    assert.equal(sent.length, count);
    // A moment more for any duplicate to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const perAddress = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    assert.equal(perAddress.size, count);
    assert.deepEqual([...new Set(perAddress.values())], [1], 'nobody got two');
  });
});

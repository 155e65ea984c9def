import assert from 'node:assert/strict';
import { isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Database, DatabaseHandle } from '../../src/db/client';
import { mailEvents } from '../../src/db/schema';
import { createFieldCipher } from '../../src/lib/field-encryption';
import { createTokenService } from '../../src/lib/jwt';
import type { PaymentProvider } from '../../src/modules/billing/payments/provider';
import { fillFiguresOnce } from '../../src/modules/rollups';
import { endpointsWithDueDeliveries } from '../../src/modules/webhooks/webhook-delivery';
import { createJobQueue, type JobQueue } from '../../src/platform/jobs/job-queue';
import { createMailer, type Mailer, type OutgoingMail } from '../../src/platform/mail/mailer';
import type { SmsSender } from '../../src/platform/mail/sms-sender';
import { loadConfig } from '../../src/plugins/env';
import { openTestDatabase } from './database';
import { eventually } from './eventually';
import { DEFAULT_PASSWORD } from './users';

export const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnop';
/** The test key for encrypted fields; tests may decrypt stored values with `testFieldCipher`. */
export const testFieldCipher = createFieldCipher(Buffer.alloc(32, 7));
export const PUBLIC_URL = 'http://localhost:8000';

export type SentSms = { phone: string; text: string };
export type AuthHeader = { authorization: string };

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Database;
  /** Every mail handed to the mailer, in order (it is also written to the outbox table). */
  mails: OutgoingMail[];
  /** Waits until background SMTP deliveries have finished and their outbox rows are updated. */
  flushMail: () => Promise<void>;
  /** Every text the SMS sender was handed (sign-in codes at once; the rest from the SMS outbox's jobs). */
  sms: SentSms[];
  /** Waits until the SMS outbox has no queued text left (each sent or finally failed). */
  flushSms: (timeoutMs?: number) => Promise<void>;
  jobs: JobQueue;
  mailer: Mailer;
  /** app.inject plus the checks every response must pass: no password hash or secret leaks out. */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  signIn: (login: string, password?: string, remoteAddress?: string) => Promise<AuthHeader>;
  close: () => Promise<void>;
};

/** Secrets that must never appear in any response body the suite sees. */
const FORBIDDEN_IN_BODIES = ['scrypt$', 'passwordHash', 'password_hash', JWT_SECRET];

export function assertNoSecrets(response: LightMyRequestResponse): void {
  for (const secret of FORBIDDEN_IN_BODIES) {
    assert.ok(
      !response.body.includes(secret),
      `${response.statusCode} body leaks "${secret}": ${response.body.slice(0, 300)}`,
    );
  }
}

/**
 * A whole app over a fresh database; `smtpUrl` switches the real mailer to real SMTP delivery, `env`
 * adds settings as the environment would (e.g. TRUST_PROXY), `database` shares another app's database
 * (two processes on one PostgreSQL; it is not closed here).
 */
export async function createTestApp(
  options: {
    smtpUrl?: string;
    retryDelaySeconds?: number;
    database?: DatabaseHandle;
    env?: Record<string, string>;
    paymentProvider?: PaymentProvider;
    /** The SMS provider (a Twilio sender pointed at a local fake); texts are recorded in `sms` either way. */
    sms?: SmsSender;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  // As the server's start does (runtime.ts): records the zone the roll-ups count days in, which the
  // lessons' day roll-up's trigger reads (migration 0037).
  await fillFiguresOnce(database.db);
  const mails: OutgoingMail[] = [];
  const sms: SentSms[] = [];
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  // Idle workers look for jobs every 2 s, as in production (a job sent in this process wakes its worker
  // at once; only retries and delayed jobs wait for the next look). Every 0.5 s, the 21 queues' looks
  // cost an idle test app 13 % of a core, about a tenth of the API suite's CPU time.
  const jobs = createJobQueue({ database, log: quiet, cron: false });
  const config = loadConfig({
    STATIC_DIR: '/nonexistent',
    PUBLIC_URL,
    SMS_RETRY_SECONDS: '1',
    // A failed webhook delivery is retried after the longest wait the setting allows, not 10 s: a retry
    // landing during a later test's "nothing written" comparison would look like that test's write.
    // The webhook suites that test retries set their own.
    WEBHOOK_RETRY_BASE_SECONDS: '3600',
    ...options.env,
  });
  const realMailer = createMailer({
    db: database.db,
    dkim: config.dkim,
    jobs,
    smtpUrl: options.smtpUrl,
    from: 'Centre <centre@example.com>',
    publicUrl: PUBLIC_URL,
    retryDelaySeconds: options.retryDelaySeconds ?? 1,
    ratePerSecond: 200,
    log: quiet,
  });
  const mailer: Mailer = {
    ...realMailer,
    send: async (mail) => {
      mails.push(mail);
      await realMailer.send(mail);
    },
    write: async (tx, list) => {
      mails.push(...list);
      return realMailer.write(tx, list);
    },
  };
  const app = await buildApp({
    config,
    database,
    tokens: createTokenService(JWT_SECRET),
    mailer,
    jobs,
    sms: {
      send: async (phone, text) => {
        await options.sms?.send(phone, text);
        sms.push({ phone, text });
      },
    },
    fieldCipher: testFieldCipher,
    // TEST_LOG=1 shows the server's log (a 500's cause) while debugging a test.
    ...(process.env.TEST_LOG && { logger: { level: 'warn' } }),
    paymentProvider: options.paymentProvider,
  });
  await app.ready();

  const inject = async (request: InjectOptions) => {
    const response = await app.inject(request);
    assertNoSecrets(response);
    return response;
  };

  return {
    app,
    database,
    db: database.db,
    mails,
    sms,
    jobs,
    mailer,
    inject,
    signIn: async (login, password = DEFAULT_PASSWORD, remoteAddress) => {
      const response = await inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: login, password },
        ...(remoteAddress && { remoteAddress }),
      });
      assert.equal(response.statusCode, 200, `sign-in as ${login} failed: ${response.body}`);
      return { authorization: `Bearer ${response.json().id_token}` };
    },
    flushMail: () => realMailer.flush(),
    flushSms: (timeoutMs) => app.smsOutbox.flush(timeoutMs),
    close: async () => {
      await app.close();
      realMailer.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Every row of every table a request could write to, for "nothing was written" checks: row counts
 * alone would miss an update.
 */
/** True while an automatic mail is unhandled, a job that is due is queued or running, or a webhook delivery is due. */
async function backgroundWorkWaiting(db: Database): Promise<boolean> {
  const unhandledMail = await db
    .select({ id: mailEvents.id })
    .from(mailEvents)
    .where(isNull(mailEvents.handledAt))
    .limit(1);
  if (unhandledMail.length > 0) return true;
  const dueJobs = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
  );
  if (Number(dueJobs.rows[0]?.n ?? 0) > 0) return true;
  // A webhook delivery made due by a commit (an event, Resend, Send test event) is queued as a job only
  // when the commit's notification reaches the dispatcher, a moment later: it counts as waiting too.
  return (await endpointsWithDueDeliveries(db)).length > 0;
}

export async function tableSnapshot(db: Database): Promise<Record<string, string>> {
  // An earlier request's background work is written by jobs a moment later (a new student's welcome
  // mail, its sending, a webhook delivery and its endpoint's health): wait until none is waiting or
  // running, or those jobs' writes would look like this request's. On a loaded machine that can take
  // longer than eventually's five seconds, hence the longer wait.
  await eventually(
    () => backgroundWorkWaiting(db),
    (waiting) => !waiting,
    { seconds: 30 },
  );
  // Nothing is written without moving the write-ahead log's position, so while it stands still the last
  // snapshot still holds: a refused call's "after" (and the next "before") costs one small query instead
  // of reading every table. A position that moved for another reason (another database on the same
  // PostgreSQL server, a page pruned by a read) only means the tables are read again.
  const position = await writeAheadPosition(db);
  const last = lastSnapshots.get(db);
  if (last?.position === position) return { ...last.snapshot };
  const rows = await db.execute<{ name: string; count: number; digest: string }>(await snapshotStatement(db));
  const snapshot = Object.fromEntries(rows.rows.map((row) => [row.name, `${row.count} rows, md5 ${row.digest}`]));
  lastSnapshots.set(db, { position, snapshot });
  return { ...snapshot };
}

const lastSnapshots = new WeakMap<Database, { position: string; snapshot: Record<string, string> }>();

async function writeAheadPosition(db: Database): Promise<string> {
  const result = await db.execute<{ position: string }>(sql`select pg_current_wal_insert_lsn()::text as position`);
  return result.rows[0].position;
}

const snapshotStatements = new WeakMap<Database, SQL>();

/**
 * One statement for every table (a query per table made the role matrix's two snapshots per refused
 * call cost about 160 round trips): each table's row count and the digest of its rows' text, ordered by
 * that text so the snapshot depends neither on physical order nor on an id column. A difference names
 * the table.
 */
async function snapshotStatement(db: Database): Promise<SQL> {
  const known = snapshotStatements.get(db);
  if (known) return known;
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const perTable = tables.rows.map(
    ({ name }) =>
      sql`select ${name}::text as name, count(*)::int as count,
                 md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
  );
  const statement = sql.join(perTable, sql` union all `);
  snapshotStatements.set(db, statement);
  return statement;
}

/** The link a mail carries (activation or reset), and the key in it. */
export function keyFromMail(mail: OutgoingMail | undefined, path: string): string {
  assert.ok(mail, 'expected a mail');
  const match = mail.text.match(new RegExp(`${PUBLIC_URL}${path}\\?key=([A-Za-z0-9_-]+)`));
  assert.ok(match, `mail has no ${path} link: ${mail.text}`);
  return match[1];
}

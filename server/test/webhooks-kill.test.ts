/**
 * A real `kill -9` of the API process while it delivers webhooks: 300 events wait in the outbox; the
 * server starts, posts them to a slow local receiver (port 42203), and is killed mid-way. After a restart
 * on the same data folder every event has reached the receiver, and an event posted twice (cut off after
 * the receiver took it) carries the same event id both times.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../src/db/schema';
import { createFieldCipher } from '../src/lib/field-encryption';
import { startServer } from './helpers/server-process';

const KEY = 'ab'.repeat(32);
const EVENTS = 300;
const PORT = 42203;

describe('kill -9 during webhook deliveries', {
  skip: Boolean(process.env.DATABASE_URL) && 'embedded database only',
}, () => {
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body).id);
      setTimeout(() => response.end('ok'), 20);
    });
  });
  let dataDir: string;
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  const start = () =>
    startServer({
      ...(dataDir && { DATA_DIR: dataDir }),
      DATA_ENCRYPTION_KEY: KEY,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      LOG_LEVEL: 'error',
    });

  before(async () => {
    await new Promise<void>((resolve) => receiver.listen(PORT, '127.0.0.1', resolve));
    const first = await start();
    dataDir = first.dataDir;
    first.child.kill('SIGTERM');
    await first.exited;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db.insert(webhookEndpoints).values({
      url: `http://127.0.0.1:${PORT}/hook`,
      events: ['student.created'],
      secret: createFieldCipher(Buffer.from(KEY, 'hex')).encrypt('whsec_kill'),
    });
    await database.db.execute(sql`
      select webhook_emit('student.created', jsonb_build_object('n', n)) from generate_series(1, ${EVENTS}) n`);
    await database.close();
  });
  after(async () => {
    running?.child.kill('SIGKILL');
    receiver.closeAllConnections();
    receiver.close();
  });

  test('no event is lost and a repeated one has the same id', { timeout: 300_000 }, async () => {
    running = await start();
    while (received.length < EVENTS / 3) await sleep(20);
    running.child.kill('SIGKILL');
    await running.exited;
    const atKill = received.length;
    assert.ok(atKill < EVENTS, `killed mid-way (${atKill} received)`);

    // The killed process's hold on the endpoint would run out after its lease (60 s); a restart after
    // that is what this stands for.
    const stopped = await openDatabase({ kind: 'pglite', dataDir });
    await stopped.db.update(webhookEndpoints).set({ leaseUntil: sql`now() - interval '1 second'` });
    await stopped.close();

    running = await start();
    const deadline = Date.now() + 120_000;
    while (new Set(received).size < EVENTS && Date.now() < deadline) await sleep(100);
    running.child.kill('SIGTERM');
    await running.exited;
    running = undefined;

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const ids = (await database.db.select({ id: webhookEvents.id }).from(webhookEvents)).map((row) => row.id);
    const statuses = await database.db
      .select({ status: webhookDeliveries.status, n: sql<number>`count(*)::int` })
      .from(webhookDeliveries)
      .groupBy(webhookDeliveries.status);
    await database.close();
    assert.equal(ids.length, EVENTS);
    assert.deepEqual(new Set(received), new Set(ids), 'every event reached the receiver, and only those ids');
    assert.deepEqual(statuses, [{ status: 'succeeded', n: EVENTS }]);
    // A repeat is the same event id again (at least once), never a new id.
    assert.ok(received.length >= EVENTS);
  });
});

/**
 * `npm run bench:webhooks [-- --events 10000 --port 42204]`: that many events written to the webhook
 * outbox (webhook_emit, 100 per transaction, as causes would) for one endpoint whose receiver is a local
 * process, on a fresh embedded database (or DATABASE_URL's, which must be empty). Prints how long until
 * the last one was taken, events per second, the process's memory, the students list's p50/p99 while
 * they go out, and the load average at the start and the end (the machine may be shared). The API
 * listens on the port after the receiver's.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ensureFirstAdministrator } from '../../server/src/bootstrap';
import { webhookEndpoints } from '../../server/src/db/schema';
import { loadConfig } from '../../server/src/plugins/env';
import { createRuntime } from '../../server/src/runtime';
import { BENCH_ADMIN, loadAverage, signInBenchAdmin, studentsListTimer } from './bench-client.mts';
import { ms, percentile } from './stats.mts';

const { values: flags } = parseArgs({
  options: { events: { type: 'string', default: '10000' }, port: { type: 'string', default: '42204' } },
});
const events = Number(flags.events);

const sink = fork(path.join(import.meta.dirname, 'webhook-sink.mts'), [flags.port], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  execArgv: ['--import', 'tsx'],
});
let received = 0;
let lastReceivedAt = 0;
const port = await new Promise<number>((resolve) => {
  sink.on('message', (message: { port?: number; received?: number }) => {
    if (message.port) resolve(message.port);
    if (message.received !== undefined && message.received !== received) {
      received = message.received;
      lastReceivedAt = performance.now();
    }
  });
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-webhooks-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATABASE_URL ? dataDir : path.join(dataDir, 'data'),
  STATIC_DIR: '/nonexistent',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  LOG_LEVEL: 'warn',
});
const runtime = await createRuntime(config);
const { app, database } = runtime;
await ensureFirstAdministrator(database.db, { ...BENCH_ADMIN, print: () => {} });
await database.db.insert(webhookEndpoints).values({
  url: `http://127.0.0.1:${port}/hook`,
  events: ['student.created'],
  secret: app.fieldCipher.encrypt('whsec_bench'),
});
// The API on the port after the receiver's, so a shared machine's benches stay in their own ports.
const address = await app.listen({ port: Number(flags.port) + 1, host: '127.0.0.1' });
const loadAtStart = loadAverage();
const auth = await signInBenchAdmin(address);
const listStudents = studentsListTimer(address, auth);
for (let i = 0; i < 30; i++) await listStudents();

const memoryBefore = process.memoryUsage();
let peakRss = memoryBefore.rss;
let peakHeap = memoryBefore.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 100);

const started = performance.now();
// The causes' side: 100 events per transaction, each transaction one notification.
const writing = (async () => {
  for (let written = 0; written < events; written += 100) {
    const count = Math.min(100, events - written);
    await database.db.transaction((tx) =>
      tx.execute(sql`select webhook_emit('student.created', jsonb_build_object('n', n))
        from generate_series(${written + 1}::int, ${written + count}::int) n`),
    );
  }
  return performance.now() - started;
})();
const during: number[] = [];
const deadline = started + 15 * 60_000;
while (received < events) {
  during.push(await listStudents());
  if (performance.now() > deadline) throw new Error(`gave up: ${received} of ${events} received`);
}
const writtenMs = await writing;
clearInterval(sampler);
const deliveredMs = lastReceivedAt - started;
const load = loadAverage();

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`
## Webhooks bench (${new Date().toISOString().slice(0, 10)}, ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, Node ${process.version}, ${os.cpus().length} cores)

| measure | value |
|---|---|
| events | ${events} (received ${received}) |
| outbox written after | ${ms(writtenMs)} |
| last event received after | ${ms(deliveredMs)} |
| events per second (delivered) | ${((events / deliveredMs) * 1000).toFixed(0)} |
| memory before (rss / heap) | ${mb(memoryBefore.rss)} / ${mb(memoryBefore.heapUsed)} |
| peak while delivering (rss / heap) | ${mb(peakRss)} / ${mb(peakHeap)} |
| students list while delivering p50 / p99 (${during.length} requests) | ${ms(percentile(during, 50))} / ${ms(percentile(during, 99))} |
| load average (1, 5, 15 min, as uptime prints it) at the start / at the end | ${loadAtStart} / ${load} |
`);

sink.disconnect();
await runtime.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

/**
 * `npm run bench:email [-- --recipients 1000 --rate 1000]`: one bulk e-mail to that many students through
 * the real path (POST /api/email/sends → job writes the outbox → delivery jobs → nodemailer's SMTP pool)
 * to a local SMTP server in a child process, on a fresh embedded database (or DATABASE_URL's, which
 * must be empty). It prints how long the send took (outbox written, last message received), messages
 * per second, the process's memory, and the p50/p99 of the students list (GET /api/students, one
 * request at a time) before and while the send runs: the send must not push that p99 over 50 ms.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureFirstAdministrator } from '../../server/src/bootstrap';
import { students } from '../../server/src/db/schema';
import { loadConfig } from '../../server/src/plugins/env';
import { createRuntime } from '../../server/src/runtime';
import { BENCH_ADMIN, loadAverage, signInBenchAdmin, studentsListTimer } from './bench-client.mts';
import { ms, percentile } from './stats.mts';

const { values: flags } = parseArgs({
  options: {
    recipients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '1000' },
    baseline: { type: 'string', default: '5' },
  },
});
const recipients = Number(flags.recipients);
const budgetMs = 50;

const sink = fork(path.join(import.meta.dirname, 'smtp-sink.mts'), [], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  execArgv: ['--import', 'tsx'],
});
let received = 0;
let lastReceivedAt = 0;
const port = await new Promise<number>((resolve) => {
  sink.on('message', (message: { port?: number; received?: number }) => {
    if (message.port) resolve(message.port);
    if (message.received !== undefined) {
      received = message.received;
      lastReceivedAt = performance.now();
    }
  });
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-email-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATABASE_URL ? dataDir : path.join(dataDir, 'data'),
  STATIC_DIR: '/nonexistent',
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  SMTP_RATE: flags.rate,
  LOG_LEVEL: 'warn',
});
const runtime = await createRuntime(config);
const { app, database } = runtime;
await ensureFirstAdministrator(database.db, { ...BENCH_ADMIN, print: () => {} });
const rows = Array.from({ length: recipients }, (_, i) => ({
  studentId: `M${String(i + 1).padStart(6, '0')}`,
  firstName: `Reader${i + 1}`,
  lastName: 'Bench',
  email: `reader${i + 1}@bench.example`,
}));
for (let i = 0; i < rows.length; i += 500) await database.db.insert(students).values(rows.slice(i, i + 500));
if (database.kind === 'pglite') await database.exec('VACUUM ANALYZE');
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const auth = await signInBenchAdmin(address);
const listStudents = studentsListTimer(address, auth);

// The list alone, warmed up, for comparison.
for (let i = 0; i < 50; i++) await listStudents();
const quiet: number[] = [];
const quietUntil = performance.now() + Number(flags.baseline) * 1000;
while (performance.now() < quietUntil) quiet.push(await listStudents());

global.gc?.();
const memoryBefore = process.memoryUsage();
let peakRss = memoryBefore.rss;
let peakHeap = memoryBefore.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 100);

const started = performance.now();
const created = await fetch(`${address}/api/email/sends`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({
    subject: 'News for {{firstName}}',
    body: 'Dear {{fullName}},\n\nYour balance is {{balance}}.\n\n{{centreName}}\n',
    audience: { group: 'active-students' },
  }),
});
if (created.status !== 201) throw new Error(`the send answered ${created.status}: ${await created.text()}`);
const requestMs = performance.now() - started;
const sendId = ((await created.json()) as { data: { id: number } }).data.id;

type SendRow = { id: number; state: string; counts: Record<string, number> };
async function sendState(): Promise<SendRow | undefined> {
  const response = await fetch(`${address}/api/email/sends`, { headers: auth });
  return ((await response.json()) as { data: SendRow[] }).data.find((row) => row.id === sendId);
}
const during: number[] = [];
let writtenMs = Number.NaN;
let lastPoll = 0;
const deadline = started + 10 * 60_000;
for (;;) {
  during.push(await listStudents());
  if (performance.now() - lastPoll > 250) {
    lastPoll = performance.now();
    const state = await sendState();
    if (Number.isNaN(writtenMs) && state?.state === 'finished') writtenMs = performance.now() - started;
    if (state?.state === 'finished' && state.counts.queued === 0 && received >= recipients) break;
  }
  if (performance.now() > deadline) throw new Error(`gave up: ${received} of ${recipients} received`);
}
const deliveredMs = lastReceivedAt - started;
clearInterval(sampler);
const final = await sendState();

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
// No figure at all (nothing measured) is not within the budget.
const over = !(percentile(during, 99) <= budgetMs);
console.log(`
## E-mail send bench (${new Date().toISOString().slice(0, 10)}, ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, Node ${process.version}, ${os.cpus().length} cores)

| measure | value |
|---|---|
| recipients | ${recipients} (sent ${final?.counts.sent}, failed ${final?.counts.failed}) |
| SMTP_RATE | ${flags.rate} per second |
| POST /api/email/sends answered in | ${ms(requestMs)} |
| outbox written (send finished) after | ${ms(writtenMs)} |
| last message received after | ${ms(deliveredMs)} |
| messages per second | ${((recipients / deliveredMs) * 1000).toFixed(0)} |
| memory before (rss / heap) | ${mb(memoryBefore.rss)} / ${mb(memoryBefore.heapUsed)} |
| peak while sending (rss / heap) | ${mb(peakRss)} / ${mb(peakHeap)} |
| students list alone p50 / p99 (${quiet.length} requests) | ${ms(percentile(quiet, 50))} / ${ms(percentile(quiet, 99))} |
| students list during the send p50 / p99 (${during.length} requests) | ${ms(percentile(during, 50))} / ${ms(percentile(during, 99))} |
| load average (1, 5, 15 min, as uptime prints it) at the end | ${loadAverage()} |
| p99 within ${budgetMs} ms | ${over ? 'NO' : 'yes'} |
`);

sink.disconnect();
await runtime.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(over ? 1 : 0);

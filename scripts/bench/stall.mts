/**
 * `npx tsx scripts/bench/stall.mts` (issue 18): on the embedded database, how long the slowest screens'
 * requests hold up a concurrent `GET /api/health`. PGlite runs its queries in a worker thread
 * (db/pglite-worker.ts); with PGLITE_WORKER=off it runs them in the server's own thread, where while one
 * runs nothing else is answered, liveness included: run both to compare (docs/decisions.md).
 *
 * Fill DATA_DIR first with `npm run seed:bench -- --scale 0.1` (2,000 students, 50,000 lessons). The
 * server runs in this process (as `npm run bench`'s does) on STALL_PORT (3942). For each request: a
 * warm-up call, then `--rounds` calls, each while a poller sends /api/health back to back; printed are
 * the slow request's time and the health calls' worst and median latency while it ran, beside the
 * health latency of the idle server.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { BENCH_ADMIN_LOGIN, BENCH_PASSWORD } from '../../server/scripts/seed-bench/context';
import { loadConfig } from '../../server/src/plugins/env';
import { createRuntime } from '../../server/src/runtime';
import { recent31Days, recentMonthGrids } from './bench-dates.mts';

const { values: flags } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(flags.rounds);
const port = Number(process.env.STALL_PORT ?? 3942);

const config = loadConfig();
if (config.databaseUrl) throw new Error('Unset DATABASE_URL: this measures the embedded database.');
const runtime = await createRuntime(config, false);
const { app, database } = runtime;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** /api/health back to back until `stop` resolves; every call's latency. */
async function pollHealth(base: string, stop: Promise<unknown>) {
  const latencies: number[] = [];
  let done = false;
  stop.finally(() => {
    done = true;
  });
  while (!done) latencies.push(await timed(`${base}/api/health`));
  return latencies;
}

try {
  const base = await app.listen({ host: '127.0.0.1', port });
  const signIn = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_ADMIN_LOGIN, password: BENCH_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`Sign-in as ${BENCH_ADMIN_LOGIN} failed (${signIn.status}): run seed:bench first.`);
  const auth = { authorization: `Bearer ${((await signIn.json()) as { id_token: string }).id_token}` };

  const { rows: counts } = await database.db.execute<{ students: number; lessons: number }>(
    sql`select (select count(*)::int from students) as students, (select count(*)::int from schedules) as lessons`,
  );
  const { rows: busiest } = await database.db.execute<{ id: number }>(
    sql`select term_id as id from term_registers group by term_id order by count(*) desc limit 1`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const days = recent31Days(today)[0];
  const grid = recentMonthGrids(today)[0];
  const requests = [
    { name: 'schedule download, 31 days (xlsx)', path: `/api/schedules/download?from=${days.from}&to=${days.to}` },
    { name: 'term attendance export (xlsx)', path: `/api/terms/${busiest[0]?.id}/attendance` },
    {
      name: 'calendar month, all teachers (uncached)',
      path: `/api/schedules/calendar?from=${encodeURIComponent(grid.from)}&to=${encodeURIComponent(grid.to)}`,
      headers: { 'cache-control': 'no-cache' },
    },
  ];

  const idleStop = new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = await pollHealth(base, idleStop);
  console.log(
    `PGlite stall of /api/health, ${counts[0].students} students and ${counts[0].lessons} lessons, ${rounds} rounds each; ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`,
  );
  console.log(
    `idle server: /api/health median ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms`,
  );
  console.log(
    `${'request'.padEnd(42)} ${'request ms'.padStart(11)} ${'health worst'.padStart(13)} ${'health median'.padStart(14)}`,
  );
  let worstStall = 0;
  for (const request of requests) {
    await timed(`${base}${request.path}`, { ...auth, ...request.headers });
    for (let round = 1; round <= rounds; round++) {
      const slow = timed(`${base}${request.path}`, { ...auth, ...request.headers });
      const health = await pollHealth(base, slow);
      const took = await slow;
      const worst = Math.max(...health);
      worstStall = Math.max(worstStall, worst);
      console.log(
        `${`${request.name} #${round}`.padEnd(42)} ${took.toFixed(0).padStart(11)} ${worst.toFixed(0).padStart(13)} ${percentile(health, 50).toFixed(1).padStart(14)}`,
      );
    }
  }
  console.log(
    `worst /api/health latency during a slow request: ${worstStall.toFixed(0)} ms (the issue's bound: 100 ms)`,
  );
} finally {
  await runtime.close();
}

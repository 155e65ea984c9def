/**
 * `npm run bench [-- --duration 10 --connections 20 --warmup 2 --only "students search" --explain]`: loads the
 * API's list, search, calendar and download endpoints, the teacher confirmation and the family portal's
 * first screens (signed in as the bench family, portal-scenarios.mts) over loopback HTTP
 * and, for each, measures the database's own ceiling for the same statements in the same run (see
 * ceiling.mts), then prints a markdown table.
 *
 * It opens the database the server would (DATABASE_URL, else the embedded one in DATA_DIR) and
 * expects `npm run seed:bench` to have filled it. The server runs in this process; the HTTP load
 * generator runs in a child process. PGlite allows one process per data folder, so its ceiling loop
 * must share the server's database handle, and running the server here is what makes that possible.
 * `--explain` prints EXPLAIN ANALYZE of every statement of each chosen scenario instead of measuring.
 *
 * It ends with the bulk e-mail scenario (issue 22): `bench:email` run as a child on a fresh embedded
 * database of its own (it sends to every student of the database it opens, so never to the bench's
 * 20,000), printing its own figures; `--only "e-mail"` runs just that, `--no-email` leaves it out.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  BENCH_ADMIN_LOGIN,
  BENCH_FAMILY_LOGIN,
  BENCH_PASSWORD,
  BENCH_TEACHERS,
} from '../../server/scripts/seed-bench/context';
import { defaultPoolSize, PG_SESSION_OPTIONS } from '../../server/src/db/client';
import { students } from '../../server/src/db/schema';
import { loadConfig } from '../../server/src/plugins/env';
import { createRuntime } from '../../server/src/runtime';
import type { BenchRun } from './bench-run.mts';
import { type QueryClient, sendOn, statementRecorder } from './ceiling.mts';
import { measureConfirmation } from './confirmation.mts';
import { startFloorServer } from './floor.mts';
import { measureRead } from './measure-read.mts';
import { printReport, type ScenarioOutcome } from './report.mts';
import { type BenchContext, SCENARIOS, type Scenario } from './scenarios.mts';

/** The database is not filled by seed:bench: said plainly, without a stack trace. */
class NotSeeded extends Error {}

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    'no-email': { type: 'boolean', default: false },
  },
});
const EMAIL_SCENARIO = 'e-mail send of 1,000 recipients (bench:email)';
const emailChosen = !flags['no-email'] && !flags.explain && (!flags.only || EMAIL_SCENARIO.includes(flags.only));

/** The bulk e-mail bench in a child on its own fresh embedded database; its exit code joins this one's. */
function runEmailBench() {
  process.stderr.write(`${EMAIL_SCENARIO}…\n`);
  const { DATABASE_URL: _bench, DATA_DIR: _data, ...env } = process.env;
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/email-send.mts'], {
    stdio: 'inherit',
    env,
  });
  if (child.status !== 0) process.exitCode = child.status ?? 1;
}
const durationSeconds = Number(flags.duration);
const connections = Number(flags.connections);
const warmupSeconds = Number(flags.warmup);
const chosen = SCENARIOS.filter((scenario) => !flags.only || scenario.name.includes(flags.only));
if (chosen.length === 0 && !emailChosen) {
  throw new Error(
    `No scenario matches "${flags.only}"; scenarios: ${[...SCENARIOS.map((s) => s.name), EMAIL_SCENARIO].join(', ')}`,
  );
}
if (chosen.length === 0) {
  runEmailBench();
  process.exit();
}

const config = loadConfig();
const runtime = await createRuntime(config, false);
const { app, database } = runtime;
// Both drivers keep their client (pg.Pool or PGlite) on the Drizzle instance as `$client`.
const recorder = statementRecorder((database.db as unknown as { $client: QueryClient }).$client);
// PostgreSQL: the ceiling gets its own pool with one connection per worker, so the server's pool size
// cannot cap it. PGlite: one connection in this process, shared with the server (they never run together).
// The ceiling's sessions get the application's settings (PG_SESSION_OPTIONS), so the same SQL plans alike.
// The ceiling is the best of as many loops as the load has connections and as many as the API's pool.
const apiPoolSize = config.databasePoolSize ?? defaultPoolSize();
const ceilingWorkers = database.kind === 'postgres' ? [connections, apiPoolSize] : [connections];
const ceilingPool =
  database.kind === 'postgres'
    ? new pg.Pool({
        connectionString: config.databaseUrl,
        max: Math.max(...ceilingWorkers),
        options: PG_SESSION_OPTIONS,
      })
    : undefined;
const replay = ceilingPool ? sendOn(ceilingPool) : recorder.replay;
// The floor server (floor.mts) gets a pool of the API's size, as the API's own pool is.
const floorPool =
  database.kind === 'postgres'
    ? new pg.Pool({ connectionString: config.databaseUrl, max: apiPoolSize, options: PG_SESSION_OPTIONS })
    : undefined;
const floor = await startFloorServer(floorPool ? sendOn(floorPool) : recorder.replay);

// Other work on the machine skews every figure: the load average is printed with the table.
const loadBefore = os.loadavg()[0];
try {
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = await signInOrExplain();
  const run: BenchRun = {
    app,
    database,
    recorder,
    ceilingPool,
    replay,
    floor,
    url,
    headers,
    connections,
    ceilingWorkers,
    warmupSeconds,
    durationSeconds,
    explain: flags.explain,
  };
  const ctx: BenchContext = {
    today: new Date().toISOString().slice(0, 10),
    teacherIds: await someTeacherIds(),
    family: await benchFamily(),
  };
  const outcomes: ScenarioOutcome[] = [];
  for (const scenario of chosen) {
    process.stderr.write(`${scenario.name}…\n`);
    outcomes.push(await measure(run, scenario, ctx));
  }
  const where = database.kind === 'postgres' ? `PostgreSQL ${await serverVersion()}` : `PGlite (${config.dataDir})`;
  printReport(
    `API bench on ${where}: ${connections} connection${connections === 1 ? '' : 's'} (fewer where "conns" says so), ${durationSeconds} s per scenario after ${warmupSeconds} s warm-up; ${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after. Ceiling: the best of ${[...new Set(ceilingWorkers)].join(' and ')} concurrent loops (in brackets, the one kept)${database.kind === 'postgres' ? `; the API's pool has ${apiPoolSize} connections` : ''}`,
    outcomes,
    database.kind === 'postgres',
  );
} catch (error) {
  if (!(error instanceof NotSeeded)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  recorder.restore();
  await floor.close();
  await floorPool?.end();
  await ceilingPool?.end();
  await runtime.close();
}

/** The bench administrator's bearer header, or a clear word that the database is not seeded. */
async function signInOrExplain(): Promise<Record<string, string>> {
  const [{ n }] = await database.db.select({ n: count() }).from(students);
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: BENCH_ADMIN_LOGIN, password: BENCH_PASSWORD },
  });
  if (n < 1000 || response.statusCode !== 200) {
    const where = database.kind === 'postgres' ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`;
    throw new NotSeeded(
      `This database has ${n} students and ${response.statusCode === 200 ? 'a' : 'no usable'} "${BENCH_ADMIN_LOGIN}" account: run \`npm run seed:bench\` with the same ${where} first.`,
    );
  }
  return { authorization: `Bearer ${response.json().id_token}` };
}

async function measure(run: BenchRun, scenario: Scenario, ctx: BenchContext): Promise<ScenarioOutcome> {
  if (!app.hasRoute(scenario.route)) {
    const { method, url } = scenario.route;
    return { name: scenario.name, state: 'skipped', reason: `not available (no ${method} ${url})` };
  }
  return 'requests' in scenario ? measureRead(run, scenario, ctx) : measureConfirmation(run, scenario);
}

/** Twelve bench teachers spread over the seeded ones, for the one-teacher scenarios to rotate over. */
async function someTeacherIds(): Promise<number[]> {
  const result = await database.db.execute<{ user_id: number }>(
    sql.raw(`SELECT user_id FROM ${BENCH_TEACHERS} t WHERE n % 25 = 1 ORDER BY n LIMIT 12`),
  );
  return result.rows.map((row) => Number(row.user_id));
}

/** The bench family's bearer header and linked students (the portal's scenarios), if the seed made it. */
async function benchFamily(): Promise<BenchContext['family']> {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: BENCH_FAMILY_LOGIN, password: BENCH_PASSWORD },
  });
  if (signIn.statusCode !== 200) return undefined;
  const headers = { authorization: `Bearer ${signIn.json().id_token}` };
  const profile = await app.inject({ method: 'GET', url: '/api/portal/profile', headers });
  if (profile.statusCode !== 200) return undefined;
  return { headers, studentIds: profile.json().students.map((student: { id: number }) => student.id) };
}

async function serverVersion(): Promise<string> {
  const result = await database.db.execute<{ server_version: string }>(sql.raw('SHOW server_version'));
  return result.rows[0]?.server_version ?? '';
}
if (emailChosen) runEmailBench();

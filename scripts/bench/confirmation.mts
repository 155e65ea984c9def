/**
 * The teacher confirmation write ("confirm with no change"). Each lane is one bench teacher, signed in
 * with its own token, confirming its own open lessons one after the other, so no request meets a lesson
 * already confirmed (a 409 would be a bench bug, and shows as non-2xx). The first lesson of each lane
 * is confirmed in-process while every statement of it is recorded (transaction-recorder.mts); the
 * ceiling is each worker replaying its own lane's transaction with ROLLBACK instead of COMMIT, so that
 * the replay writes nothing and no two workers wait on the same rows.
 */
import { BENCH_PASSWORD } from '../../server/scripts/seed-bench/context';
import type { BenchRun } from './bench-run.mts';
import { bestCeiling, type CeilingResult, measureCeiling, type Statement, sendOn } from './ceiling.mts';
import { laneLessons } from './confirmation-lessons.mts';
import { explainStatements } from './explain.mts';
import { runLanes } from './load.mts';
import type { ScenarioOutcome } from './report.mts';
import type { ConfirmationScenario } from './scenarios.mts';
import { insideTransaction, recordWithTransactions, rolledBack } from './transaction-recorder.mts';

/**
 * Lessons prepared per lane and second of load: 60 is a confirmation every 17 ms on every lane at
 * once, beyond what a small machine reaches; a lane that runs out anyway is reported.
 */
const LANE_RATE_BOUND = 60;

async function signIn(run: BenchRun, login: string): Promise<Record<string, string>> {
  const response = await run.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: login, password: BENCH_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`bench teacher ${login} cannot sign in: ${response.statusCode}`);
  const headers = { authorization: `Bearer ${response.json().id_token}` };
  // Under load the account is always cached: asked for once here, its lookup stays out of the recording.
  await run.app.inject({ method: 'GET', url: '/api/account', headers });
  return headers;
}

export async function measureConfirmation(run: BenchRun, scenario: ConfirmationScenario): Promise<ScenarioOutcome> {
  const { app, database, warmupSeconds, durationSeconds } = run;
  const { name, target } = scenario;
  const perLane = 1 + Math.ceil((warmupSeconds + durationSeconds) * LANE_RATE_BOUND);
  await run.recorder.idle();
  const connections = Math.min(scenario.maxConnections ?? run.connections, run.connections);
  const lanes = await laneLessons(database.db, run.explain ? 1 : connections, run.explain ? 1 : perLane);
  const short = lanes.filter((lane) => lane.lessonIds.length < (run.explain ? 1 : perLane)).length;
  if (lanes.length === 0 || short > 0) {
    return { name, state: 'skipped', reason: `could not prepare lessons for ${short || 'any'} bench teachers` };
  }
  const path = (id: number) => scenario.route.url.replace(':id', String(id));
  const transactions: Statement[][] = [];
  const jobs: { headers: Record<string, string>; paths: string[] }[] = [];
  for (const lane of lanes) {
    const headers = await signIn(run, lane.login);
    const [first, ...rest] = lane.lessonIds;
    let status = 0;
    let body = '';
    const recorded = await recordWithTransactions(database, async () => {
      ({ statusCode: status, body } = await app.inject({ method: 'POST', url: path(first), headers }));
    });
    if (status !== 200) {
      return { name, state: 'skipped', reason: `failed: ${path(first)} answered ${status} ${body.slice(0, 120)}` };
    }
    transactions.push(rolledBack(recorded));
    jobs.push({ headers, paths: rest.map(path) });
  }
  if (run.explain) {
    const title = `${name}: ${path(lanes[0].lessonIds[0])} (inside a transaction rolled back)`;
    await explainRolledBack(run, title, insideTransaction(transactions[0]));
    return { name, state: 'skipped', reason: 'explained, not measured' };
  }
  const api = await runLanes({ url: run.url, warmupSeconds, durationSeconds, lanes: jobs });
  await run.recorder.idle();
  const ceiling = await rolledBackCeiling(run, transactions);
  const statements = transactions.reduce((sum, list) => sum + list.length, 0) / transactions.length;
  const notes = [
    `${lanes.length} bench teachers, one per connection, each confirming its own past unconfirmed lessons (${perLane} prepared per teacher); the lessons stay confirmed.`,
    `Ceiling: each worker replays its own teacher's recorded transaction with ROLLBACK instead of COMMIT, so the replay writes nothing${run.ceilingPool ? '' : '; PGlite has one connection, so one worker'}.`,
  ];
  if (api.exhaustedLanes > 0) {
    notes.push(`${api.exhaustedLanes} connections ran out of lessons before the end: the API figures understate it.`);
  }
  return { name, state: 'measured', connections: lanes.length, target, api, ceiling, statements, notes };
}

/**
 * PostgreSQL: worker i keeps one connection of the ceiling pool for its transactions. PGlite: the
 * server's one connection, free while the ceiling runs, and one worker, or the transactions would mix.
 */
async function rolledBackCeiling(run: BenchRun, transactions: Statement[][]): Promise<CeilingResult> {
  if (!run.ceilingPool) {
    return bestCeiling([1], run, (workers, seconds) =>
      measureCeiling(run.replay, transactions, workers, seconds, true),
    );
  }
  const pool = run.ceilingPool;
  const clients = await Promise.all(transactions.map(() => pool.connect()));
  let failed = false;
  try {
    const senders = clients.map(sendOn);
    const execute = (statement: Statement, worker: number) => senders[worker](statement);
    // With fewer workers than lanes, worker i still replays lane i's own transaction.
    return await bestCeiling(
      run.ceilingWorkers.map((workers) => Math.min(workers, clients.length)),
      run,
      (workers, seconds) => measureCeiling(execute, transactions, workers, seconds, true),
    );
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A connection left inside a failed transaction is closed rather than handed back to the pool.
    for (const client of clients) client.release(failed);
  }
}

/** EXPLAIN ANALYZE runs the writes it explains: inside a transaction that is rolled back. */
async function explainRolledBack(run: BenchRun, title: string, statements: Statement[]) {
  const client = await run.ceilingPool?.connect();
  const execute = client ? sendOn(client) : run.replay;
  await execute(['BEGIN']);
  try {
    await explainStatements(execute, title, statements);
  } finally {
    await execute(['ROLLBACK']);
    client?.release();
  }
}

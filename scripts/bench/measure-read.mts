/**
 * A read scenario: each request of the rotation is answered once in-process while its statements are
 * recorded (any answer but 200 means the scenario cannot be measured), then autocannon loads the
 * rotation over HTTP, then the recorded statements are replayed for the database's ceiling.
 */
import type { BenchRun } from './bench-run.mts';
import { measureCeiling, type Statement } from './ceiling.mts';
import { explainStatements } from './explain.mts';
import { runLoad } from './load.mts';
import type { ScenarioOutcome } from './report.mts';
import type { BenchContext, ReadScenario } from './scenarios.mts';

export async function measureRead(run: BenchRun, scenario: ReadScenario, ctx: BenchContext): Promise<ScenarioOutcome> {
  const { app, recorder, replay } = run;
  const { name, target } = scenario;
  const headers = { ...run.headers, ...scenario.headers };
  const connections = Math.min(scenario.maxConnections ?? run.connections, run.connections);
  const requests = scenario.requests(ctx);
  await recorder.idle();
  // Under load the signed-in account is always cached (plugins/notified-caches.ts); asking for it once
  // first keeps its lookup out of the recorded statements, whichever scenario runs first.
  await app.inject({ method: 'GET', url: '/api/account', headers });
  const statements: Statement[][] = [];
  for (const request of requests) {
    let status = 0;
    let body = '';
    const recorded = await recorder.record(async () => {
      const response = await app.inject({ method: request.method, url: request.path, headers });
      ({ statusCode: status, body } = response);
    });
    if (status !== 200) {
      return { name, state: 'skipped', reason: `failed: ${request.path} answered ${status} ${body.slice(0, 120)}` };
    }
    statements.push(recorded);
    if (run.explain) await explainStatements(replay, `${name}: ${request.path}`, recorded);
  }
  if (run.explain) return { name, state: 'skipped', reason: 'explained, not measured' };
  const { url, warmupSeconds, durationSeconds } = run;
  const api = await runLoad({ url, connections, warmupSeconds, durationSeconds, headers, requests });
  await recorder.idle();
  if (warmupSeconds > 0) await measureCeiling(replay, statements, connections, warmupSeconds);
  const ceiling = await measureCeiling(replay, statements, connections, durationSeconds);
  const perRequest = statements.reduce((sum, list) => sum + list.length, 0) / statements.length;
  return { name, state: 'measured', connections, target, api, ceiling, statements: perRequest };
}

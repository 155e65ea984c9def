/**
 * A read scenario: each request of the rotation is answered once in-process while its statements are
 * recorded (any answer but 200 means the scenario cannot be measured), then autocannon loads the
 * rotation over HTTP, then the same load goes to the bare floor server running the recorded statements
 * (floor.mts), then the recorded statements are replayed for the database's ceiling.
 */
import type { BenchRun } from './bench-run.mts';
import { bestCeiling, measureCeiling, type Statement } from './ceiling.mts';
import { explainStatements } from './explain.mts';
import { runLoad } from './load.mts';
import type { ScenarioOutcome } from './report.mts';
import type { BenchContext, ReadScenario } from './scenarios.mts';

export async function measureRead(run: BenchRun, scenario: ReadScenario, ctx: BenchContext): Promise<ScenarioOutcome> {
  const { app, recorder, replay } = run;
  const { name, target } = scenario;
  if (scenario.signedInAs === 'family' && !ctx.family)
    return { name, state: 'skipped', reason: 'no bench family account: run `npm run seed:bench -- --force` again' };
  const signedIn = scenario.signedInAs === 'family' && ctx.family ? ctx.family.headers : run.headers;
  const headers = { ...signedIn, ...scenario.headers };
  const connections = Math.min(scenario.maxConnections ?? run.connections, run.connections);
  const requests = scenario.requests(ctx);
  await recorder.idle();
  // Each request is answered twice and the second answer's statements are recorded: under load the
  // signed-in account, the students' totals and the calendar's answers are cached, and a ceiling of
  // statements the API no longer runs would flatter its ratio. An answer served wholly from a cache runs
  // none; for it the first answer's statements stand in, and a note says so.
  const statements: Statement[][] = [];
  let cachedAnswers = 0;
  let steadyStatements = 0;
  for (const request of requests) {
    const answers: Statement[][] = [];
    for (let i = 0; i < 2; i += 1) {
      let status = 0;
      let body = '';
      const recorded = await recorder.record(async () => {
        ({ statusCode: status, body } = await app.inject({ method: request.method, url: request.path, headers }));
      });
      if (status !== 200) {
        return { name, state: 'skipped', reason: `failed: ${request.path} answered ${status} ${body.slice(0, 120)}` };
      }
      answers.push(recorded);
    }
    const [first, second] = answers;
    if (second.length === 0) cachedAnswers += 1;
    steadyStatements += second.length;
    const recorded = second.length > 0 ? second : first;
    statements.push(recorded);
    if (run.explain) await explainStatements(replay, `${name}: ${request.path}`, recorded);
  }
  if (run.explain) return { name, state: 'skipped', reason: 'explained, not measured' };
  const { url, warmupSeconds, durationSeconds } = run;
  const api = await runLoad({ url, connections, warmupSeconds, durationSeconds, headers, requests });
  await recorder.idle();
  run.floor.answer(new Map(requests.map((request, i) => [request.path, statements[i]])));
  const floor = await runLoad({ url: run.floor.url, connections, warmupSeconds, durationSeconds, headers, requests });
  await run.floor.idle();
  const ceiling = await bestCeiling(
    run.ceilingWorkers.map((workers) => Math.min(workers, connections)),
    run,
    (workers, seconds) => measureCeiling(replay, statements, workers, seconds),
  );
  // What a request runs under load: the second answers' statements.
  const perRequest = steadyStatements / requests.length;
  const notes =
    cachedAnswers > 0
      ? [
          `${cachedAnswers} of ${requests.length} requests are answered from the API's cache under load; the ceiling replays the statements of their uncached answer.`,
        ]
      : undefined;
  return { name, state: 'measured', connections, target, api, floor, ceiling, statements: perRequest, notes };
}

/**
 * The database's own ceiling for a scenario: the exact statements one API request runs (captured at
 * the driver while the app answers that request once), replayed by `workers` concurrent loops for a
 * fixed time. Nothing of the API is in this loop — no HTTP, no routing, no validation, no query
 * building, no JSON — only the driver and the database, so API req/s ÷ ceiling q/s is the share of
 * the database's capacity the API delivers.
 *
 * Only statements sent through the pool (or the PGlite client) itself are seen; statements inside a
 * transaction go through a checked-out connection, so the confirmation write records and replays its
 * transactions itself (transaction-recorder.mts).
 */
import { percentile } from './stats.mts';

/** A driver call's arguments, kept as they were so the replay sends exactly the same thing. */
export type Statement = unknown[];

export type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };

/** Sends a recorded statement (the driver call's own arguments) on a pg pool or checked-out client. */
export const sendOn =
  (client: { query: (text: string, values?: unknown[]) => Promise<unknown> }) => (statement: Statement) =>
    client.query(...(statement as [string, unknown[]]));

/**
 * Wraps `client.query` so that statements can be recorded while one request is answered, and so that
 * the bench can wait until the server has finished the requests a load left behind (a server keeps
 * working on queued requests after the load generator hangs up; their statements must not be
 * recorded with the next scenario nor compete with a ceiling run).
 */
export function statementRecorder(client: QueryClient) {
  const original = client.query;
  let recording: Statement[] | undefined;
  let pending = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    recording?.push(args);
    pending += 1;
    return original.apply(this, args).finally(() => {
      pending -= 1;
    });
  };
  return {
    async record(action: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      try {
        await action();
        return recording;
      } finally {
        recording = undefined;
      }
    },
    /** Resolves once no statement has been running for a quarter of a second. */
    idle: () => untilQuiet(() => pending === 0),
    /** Sends a recorded statement again, unrecorded. */
    replay(statement: Statement): Promise<unknown> {
      return original.apply(client, statement);
    },
    restore() {
      client.query = original;
    },
  };
}

/** Resolves once `isQuiet` has held at five checks in a row, 50 ms apart (a quarter of a second). */
export async function untilQuiet(isQuiet: () => boolean): Promise<void> {
  for (let quiet = 0; quiet < 5; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    quiet = isQuiet() ? quiet + 1 : 0;
  }
}

/** `workers`: how many concurrent loops gave this figure (bestCeiling tries several). */
export type CeilingResult = { perSecond: number; p50: number; p99: number; workers: number };

/**
 * `requests[i]` holds the statements of the i-th request of the rotation. Each worker walks the
 * rotation from its own starting point and runs one request's statements one after the other; with
 * `ownRequest`, worker i repeats `requests[i]` only (a write replayed on its own rows, never another's).
 */
export async function measureCeiling(
  execute: (statement: Statement, worker: number) => Promise<unknown>,
  requests: Statement[][],
  workers: number,
  seconds: number,
  ownRequest = false,
): Promise<CeilingResult> {
  const latencies: number[] = [];
  const ends = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; performance.now() < ends; i += ownRequest ? 0 : 1) {
        const begun = performance.now();
        for (const statement of requests[i % requests.length]) await execute(statement, worker);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    workers,
  };
}

/**
 * The database's best for these statements over several numbers of concurrent loops (each warmed up,
 * then measured). A ceiling is what the database can do: on a small machine fewer loops than the
 * load's connections can do more (the API's own pool is smaller, db/client.ts defaultPoolSize), and
 * comparing the API with the database at a count that suits it worse would flatter the API.
 */
export async function bestCeiling(
  workerCounts: number[],
  { warmupSeconds, durationSeconds }: { warmupSeconds: number; durationSeconds: number },
  measure: (workers: number, seconds: number) => Promise<CeilingResult>,
): Promise<CeilingResult> {
  let best: CeilingResult | undefined;
  for (const workers of [...new Set(workerCounts)]) {
    if (warmupSeconds > 0) await measure(workers, warmupSeconds);
    const result = await measure(workers, durationSeconds);
    if (!best || result.perSecond > best.perSecond) best = result;
  }
  if (!best) throw new Error('bestCeiling needs at least one worker count');
  return best;
}

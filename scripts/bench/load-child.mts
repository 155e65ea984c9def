/**
 * The HTTP load generator, run by load.mts in a child process so that it does not share an event
 * loop (or a core) with the server it measures. Receives a LoadJob over IPC, runs autocannon for the
 * warm-up and then the measured duration, and sends back a LoadResult.
 */
import autocannon from 'autocannon';
import { type LoadJob, type LoadResult, MEASURING } from './load.mts';
import { percentile } from './stats.mts';

type Instance = { on: (event: 'response', listener: (...args: unknown[]) => void) => void };
type Summary = { duration: number; non2xx: number; errors: number; timeouts: number };

function run(job: LoadJob, seconds: number, onLatency?: (ms: number, status: number) => void) {
  return new Promise<Summary>((resolve, reject) => {
    const instance: Instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: seconds,
        headers: job.headers,
        requests: job.requests,
      },
      (error: Error | null, result: Summary) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) {
      instance.on('response', (_client, status, _bytes, ms) => onLatency(ms as number, status as number));
    }
  });
}

process.once('message', async (job: LoadJob) => {
  if (job.warmupSeconds > 0) await run(job, job.warmupSeconds);
  process.send?.(MEASURING);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const summary = await run(job, job.durationSeconds, (ms, status) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result: LoadResult = {
    perSecond: latencies.length / summary.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: summary.non2xx,
    errors: summary.errors + summary.timeouts,
    statuses,
  };
  process.send?.(result, () => process.exit(0));
});

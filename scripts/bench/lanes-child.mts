/**
 * The load generator for lanes (load.mts `runLanes`), in its own process like load-child.mts: every
 * lane sends its own POSTs one after the other on one keep-alive connection. Requests begun during the
 * warm-up are sent but not counted; the measured window counts the requests begun in it.
 */
import http from 'node:http';
import { type LanesJob, type LanesResult, MEASURING } from './load.mts';
import { percentile } from './stats.mts';

/** autocannon's default: a request without an answer after 10 s counts as an error. */
const TIMEOUT_MS = 10_000;

function post(url: string, headers: Record<string, string>, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    // No body: say so, or Node would send an (empty) chunked one.
    const options = { method: 'POST', agent, headers: { ...headers, 'content-length': '0' } };
    const request = http.request(url, options, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.once('error', reject);
    request.end();
  });
}

process.once('message', async (job: LanesJob) => {
  const measuredFrom = performance.now() + job.warmupSeconds * 1000;
  const ends = measuredFrom + job.durationSeconds * 1000;
  setTimeout(() => process.send?.(MEASURING), job.warmupSeconds * 1000);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let non2xx = 0;
  let errors = 0;
  let exhaustedLanes = 0;
  await Promise.all(
    job.lanes.map(async ({ headers, paths }) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (const path of paths) {
          const begun = performance.now();
          if (begun >= ends) return;
          const status = await post(`${job.url}${path}`, headers, agent).catch(() => 0);
          if (begun < measuredFrom) continue;
          latencies.push(performance.now() - begun);
          if (status === 0) errors += 1;
          else {
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status < 200 || status > 299) non2xx += 1;
          }
        }
        exhaustedLanes += 1;
      } finally {
        agent.destroy();
      }
    }),
  );
  const result: LanesResult = {
    perSecond: latencies.length / job.durationSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx,
    errors,
    statuses,
    exhaustedLanes,
  };
  process.send?.(result, () => process.exit(0));
});

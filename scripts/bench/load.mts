/**
 * Runs one HTTP load in a child process and returns its figures: autocannon over a rotation of reads
 * (load-child.mts), or one request loop per lane over that lane's own list (lanes-child.mts).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { BenchRequest } from './scenarios.mts';

export type LoadJob = {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers: Record<string, string>;
  requests: BenchRequest[];
};

export type LoadResult = {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Requests that got no response: connection errors and timeouts (autocannon gives up after 10 s). */
  errors: number;
  /** Responses per status code, to tell a 400 from a 500 when non2xx is not zero. */
  statuses: Record<string, number>;
  /**
   * CPU time (user + system) of this process, which runs the server, per request answered in the
   * measured window: steadier than req/s on a shared machine, since time stolen by other guests does
   * not count. Filled in here, not by the child.
   */
  serverCpuMs?: number;
};

/** What a load child sends when its measured window begins (the warm-up is over). */
export const MEASURING = 'measuring';

/**
 * Each lane is one keep-alive connection sending its own requests in order, one at a time: a write that
 * must never be sent twice (a lesson confirmed once) gets a list no other connection touches.
 */
export type LanesJob = {
  url: string;
  warmupSeconds: number;
  durationSeconds: number;
  lanes: { headers: Record<string, string>; paths: string[] }[];
};

/** `exhaustedLanes`: lanes whose list ran out before the end (the figures then understate the API). */
export type LanesResult = LoadResult & { exhaustedLanes: number };

export const runLoad = (job: LoadJob) => runChild<LoadResult>('load-child.mts', job);
export const runLanes = (job: LanesJob) => runChild<LanesResult>('lanes-child.mts', job);

/** The child inherits this process's tsx loader (execArgv), so it runs TypeScript as this file does. */
function runChild<Result extends LoadResult>(file: string, job: LoadJob | LanesJob): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = fork(path.join(import.meta.dirname, file), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: Result | undefined;
    let cpuFrom = process.cpuUsage();
    worker.on('message', (message) => {
      if (message === MEASURING) {
        cpuFrom = process.cpuUsage();
        return;
      }
      const cpu = process.cpuUsage(cpuFrom);
      result = message as Result;
      const answered = result.perSecond * job.durationSeconds;
      if (answered > 0) result.serverCpuMs = (cpu.user + cpu.system) / 1000 / answered;
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the load generator exited with code ${code} and no result`)),
    );
    worker.send(job);
  });
}

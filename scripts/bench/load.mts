/** Runs one HTTP load in a child process (load-child.mts) and returns its figures. */
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
};

const child = path.join(import.meta.dirname, 'load-child.mts');

/** The child inherits this process's tsx loader (execArgv), so it runs TypeScript as this file does. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = fork(child, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: LoadResult | undefined;
    worker.once('message', (message) => {
      result = message as LoadResult;
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the load generator exited with code ${code} and no result`)),
    );
    worker.send(job);
  });
}

/**
 * Reads a teacher's calendar for busy times off the server's thread: each read gets a worker thread
 * of its own (busy-parse-worker.ts) with a memory limit, and is ended by `terminate()` when it takes
 * longer than its time budget. One read runs at a time in a process, so a burst of refreshes queues
 * instead of taking every core; the budget counts from the read's own start, not its wait.
 */
import { Worker } from 'node:worker_threads';
import { type BusyRead, CalendarParseError } from './busy-parse';
import type { ParseReply, ParseRequest } from './busy-parse-messages';

export type ParseBudget = { timeoutMs: number; maxMemoryMb: number };

/** Ten times what a 5 MB calendar of 20,000 events takes on a busy 2-core machine. */
export const DEFAULT_PARSE_BUDGET: ParseBudget = { timeoutMs: 30_000, maxMemoryMb: 384 };

/** From source (tsx) the worker starts at busy-parse-worker-from-source.mjs; bundled, server/dist/busy-parse-worker.mjs. */
const workerFile = () =>
  new URL(
    import.meta.url.endsWith('.ts') ? './busy-parse-worker-from-source.mjs' : './busy-parse-worker.mjs',
    import.meta.url,
  );

let queue: Promise<unknown> = Promise.resolve();

function runWorker(request: ParseRequest, budget: ParseBudget): Promise<ParseReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: budget.maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new CalendarParseError(
              `This calendar took longer than ${Math.round(budget.timeoutMs / 1000)} s to read and was given up; its busy times were not changed.`,
            ),
          ),
        ),
      budget.timeoutMs,
    );
    worker.once('message', (reply: ParseReply) => settle(() => resolve(reply)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new CalendarParseError(
                `This calendar needs more than ${budget.maxMemoryMb} MB of memory to read and was given up; its busy times were not changed.`,
              )
            : new CalendarParseError(`This calendar could not be read (${error.message.slice(0, 120)}).`),
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() =>
        reject(new CalendarParseError(`This calendar could not be read (the reader stopped, code ${code}).`)),
      ),
    );
  });
}

/** parseBusyBlocks in a worker; a CalendarParseError for a calendar that is not one, too slow or too big. */
export async function parseBusyBlocksInWorker(
  text: string,
  window: { from: Date; to: Date },
  zone: string,
  budget: ParseBudget = DEFAULT_PARSE_BUDGET,
): Promise<BusyRead> {
  const request: ParseRequest = { text, from: window.from.getTime(), to: window.to.getTime(), zone };
  const turn = queue.then(() => runWorker(request, budget));
  queue = turn.catch(() => undefined);
  const reply = await turn;
  if (!reply.ok) {
    if (reply.calendarError) throw new CalendarParseError(reply.message);
    throw new CalendarParseError(`This calendar could not be read (${reply.message.slice(0, 120)}).`);
  }
  return {
    blocks: reply.blocks.map((block) => ({ ...block, start: new Date(block.start), end: new Date(block.end) })),
    skipped: reply.skipped,
    warning: reply.warning,
  };
}

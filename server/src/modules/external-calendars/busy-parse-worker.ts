/**
 * The busy-time parse in a thread of its own (busy-parse-in-worker.ts starts one per read): a large or
 * pathological calendar then costs this thread's time and memory, under the budget it was started
 * with, and never holds up the server's requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CalendarParseError, parseBusyBlocks } from './busy-parse';
import type { ParseReply, ParseRequest } from './busy-parse-messages';

const port = parentPort;
if (!port) throw new Error('busy-parse-worker.ts runs only as a worker thread (busy-parse-in-worker.ts starts it)');
const request = workerData as ParseRequest;
let reply: ParseReply;
try {
  const read = parseBusyBlocks(request.text, { from: new Date(request.from), to: new Date(request.to) }, request.zone);
  reply = {
    ok: true,
    blocks: read.blocks.map((block) => ({ ...block, start: block.start.getTime(), end: block.end.getTime() })),
    skipped: read.skipped,
    warning: read.warning,
  };
} catch (error) {
  reply = {
    ok: false,
    calendarError: error instanceof CalendarParseError,
    message: error instanceof Error ? error.message : String(error),
  };
}
port.postMessage(reply);

/**
 * The database worker: a thread of its own that owns the embedded database, so a long query no
 * longer holds up every request of the server (pglite-in-worker.ts is the server's side). It answers
 * requests as they come; PGlite itself runs one statement at a time and, while a transaction is open,
 * keeps every statement outside it waiting, exactly as it does in the server's own thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { createPglite } from './pglite-open';
import {
  toWorkerError,
  type WorkerMessage,
  type WorkerQueryOptions,
  type WorkerRequest,
  type WorkerStart,
} from './pglite-worker-messages';

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; finished: Promise<unknown> };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread (db/pglite-in-worker.ts starts it)');
const send = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** Returned as they came; the server's thread applies the query's own parsers to them. */
const unparsed = (value: string) => value;

function queryOptions(options: WorkerQueryOptions): QueryOptions {
  const parsers = options.rawTypes?.length
    ? Object.fromEntries(options.rawTypes.map((type) => [type, unparsed]))
    : undefined;
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, parsers };
}

const ROLLED_BACK = Symbol('rolled back by the server thread');
const start = workerData as WorkerStart;
let database: PGlite;
try {
  database = await createPglite(
    start.dataDir,
    start.loadDataDir ? new Blob([start.loadDataDir]) : undefined,
    start.wasmModule,
  );
} catch (error) {
  send({ kind: 'failed', error: toWorkerError(error) });
  throw error;
}

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();
let lastTransaction = 0;

function transaction(id: number) {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  return open;
}

/** Opens a transaction and holds it until `end`; answers `id` once it is open (or failed to open). */
function begin(id: number) {
  const tx = ++lastTransaction;
  let opened = false;
  let end: (commit: boolean) => void = () => {};
  const ended = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  const open: Partial<OpenTransaction> = { end };
  open.finished = database
    .transaction(async (handle) => {
      open.tx = handle;
      transactions.set(tx, open as OpenTransaction);
      opened = true;
      send({ kind: 'reply', id, ok: true, value: tx });
      if (!(await ended)) throw ROLLED_BACK;
    })
    .finally(() => transactions.delete(tx));
  open.finished.catch((error) => {
    if (!opened) send({ kind: 'reply', id, ok: false, error: toWorkerError(error) });
  });
}

async function answer(request: WorkerRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? database : transaction(request.tx).tx;
      return { value: await target.query(request.sql, request.params, queryOptions(request.options)) };
    }
    case 'exec': {
      const target = request.tx === undefined ? database : transaction(request.tx).tx;
      return { value: await target.exec(request.sql, queryOptions(request.options)) };
    }
    case 'end': {
      const open = transaction(request.tx);
      open.end(request.commit);
      try {
        await open.finished;
      } catch (error) {
        if (error !== ROLLED_BACK) throw error;
      }
      return { value: null };
    }
    case 'rollback':
      await transaction(request.tx).tx.rollback();
      return { value: null };
    case 'listen':
      listeners.set(
        request.listener,
        await database.listen(request.channel, (payload) =>
          send({ kind: 'notify', listener: request.listener, payload }),
        ),
      );
      return { value: null };
    case 'unlisten': {
      const unlisten = listeners.get(request.listener);
      listeners.delete(request.listener);
      await unlisten?.();
      return { value: null };
    }
    case 'dump': {
      const dump = await database.dumpDataDir(request.compression);
      const bytes = await dump.arrayBuffer();
      return { value: { bytes, type: dump.type, name: 'name' in dump ? dump.name : undefined }, transfer: [bytes] };
    }
    case 'close':
      await database.close();
      return { value: null };
    default:
      throw new Error(`Unknown request ${(request as { op: string }).op}`);
  }
}

port.on('message', ({ id, request }: { id: number; request: WorkerRequest }) => {
  if (request.op === 'begin') {
    begin(id);
    return;
  }
  answer(request)
    .then(({ value, transfer }) => send({ kind: 'reply', id, ok: true, value }, transfer))
    // A failed request, or an answer that cannot be cloned: either way the caller hears why.
    .catch((error) => send({ kind: 'reply', id, ok: false, error: toWorkerError(error) }));
});
send({ kind: 'ready' });

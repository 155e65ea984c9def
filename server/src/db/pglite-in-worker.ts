/**
 * The server's side of the database worker (pglite-worker.ts): an object with the part of PGlite's
 * interface the application uses (query, exec, transaction, listen, dumpDataDir, close), each call
 * sent to the worker and its answer cloned back. Drizzle's PGlite driver and pg-boss use it as they
 * used PGlite. A query's own parsers (Drizzle passes some) run here on the worker's unparsed text, so
 * values arrive exactly as PGlite in this thread would have given them.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import { type PgliteClient, pgliteWasmModule } from './pglite-open';
import type {
  WorkerError,
  WorkerMessage,
  WorkerQueryOptions,
  WorkerRequest,
  WorkerStart,
} from './pglite-worker-messages';

/** Run from source (tsx), pglite-worker-from-source.mjs loads the .ts worker; bundled, server/dist/pglite-worker.mjs. */
const workerFile = () =>
  new URL(import.meta.url.endsWith('.ts') ? './pglite-worker-from-source.mjs' : './pglite-worker.mjs', import.meta.url);

type Parser = (value: string, type: number) => unknown;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * Starts the worker and waits for its database. `onFatal` hears of a worker that stopped on its own
 * (not through close): every call waiting then fails, and so does every later one.
 */
export async function startPgliteWorker(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  onFatal: (error: Error) => void,
): Promise<PgliteClient> {
  const bytes = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  const start: WorkerStart = { dataDir, loadDataDir: bytes, wasmModule: await pgliteWasmModule() };
  const worker = new Worker(workerFile(), {
    workerData: start,
    transferList: bytes ? [bytes] : [],
  });
  let onMessage: (message: WorkerMessage) => void = () => {};
  let onError: (error: Error) => void = () => {};
  let onExit: (code: number) => void = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      onMessage = (message) => {
        if (message.kind === 'ready') resolve();
        if (message.kind === 'failed') reject(fromWorkerError(message.error));
      };
      onError = reject;
      onExit = (code) => reject(new Error(`The database worker exited (code ${code}) while starting`));
      worker.on('message', onMessage).once('error', onError).once('exit', onExit);
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  }
  return new PgliteInWorker(worker, onFatal);
}

class PgliteInWorker implements PgliteClient {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #listeners = new Map<number, (payload: string) => void>();
  #lastId = 0;
  #lastListener = 0;
  #closing = false;
  #failure: Error | undefined;

  constructor(worker: Worker, onFatal: (error: Error) => void) {
    this.#worker = worker;
    // An idle worker does not keep the process alive (PGlite in this thread did not); a call does.
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.#receive(message));
    const stopped = (reason: string) => {
      if (this.#closing || this.#failure) return;
      this.#failure = new Error(`The embedded database's worker stopped: ${reason}`);
      for (const pending of this.#pending.values()) pending.reject(this.#failure);
      this.#pending.clear();
      onFatal(this.#failure);
    };
    worker.on('error', (error) => stopped(error.stack ?? error.message));
    worker.on('exit', (code) => stopped(`exit code ${code}`));
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(query, params, options);
  }

  exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(query, options);
  }

  // A transaction's statements go through these, not the public methods, as PGlite's do (a bench that
  // wraps the public query records each statement once).
  async #query<T>(query: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    try {
      const result = (await this.#request({
        op: 'query',
        sql: query,
        params,
        options: toWorkerOptions(options),
        tx,
      })) as Results<T>;
      return parseRemaining(result, options);
    } catch (error) {
      throw withQuery(error, query, params, options);
    }
  }

  async #exec(query: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    try {
      const results = (await this.#request({
        op: 'exec',
        sql: query,
        options: toWorkerOptions(options),
        tx,
      })) as Results[];
      return results.map((result) => parseRemaining(result, options));
    } catch (error) {
      throw withQuery(error, query, undefined, options);
    }
  }

  /**
   * Holds the worker's connection for the callback's statements (everything else waits, as in PGlite),
   * commits when the callback returns, rolls back when it throws.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.#request({ op: 'begin' })) as number;
    let closed = false;
    const checkClosed = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(query: string, params?: unknown[], options?: QueryOptions) => {
        checkClosed();
        return this.#query<R>(query, params, options, id);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        checkClosed();
        const { query, params } = templateQuery(strings, ...values);
        return this.#query<R>(query, params, undefined, id);
      },
      exec: async (query: string, options?: QueryOptions) => {
        checkClosed();
        return this.#exec(query, options, id);
      },
      rollback: async () => {
        checkClosed();
        await this.#request({ op: 'rollback', tx: id });
        closed = true;
      },
      listen: async () => {
        throw new Error('LISTEN inside a transaction is not supported through the database worker');
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#request({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.#request({ op: 'end', tx: id, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = ++this.#lastListener;
    this.#listeners.set(listener, callback);
    try {
      await this.#request({ op: 'listen', channel, listener });
    } catch (error) {
      this.#listeners.delete(listener);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(listener) || this.#closing) return;
      await this.#request({ op: 'unlisten', listener });
    };
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const dump = (await this.#request({ op: 'dump', compression })) as {
      bytes: ArrayBuffer;
      type: string;
      name?: string;
    };
    return dump.name
      ? new File([new Uint8Array(dump.bytes)], dump.name, { type: dump.type })
      : new Blob([new Uint8Array(dump.bytes)], { type: dump.type });
  }

  async close(): Promise<void> {
    if (this.#closing) return;
    try {
      if (!this.#failure) await this.#request({ op: 'close' });
    } finally {
      this.#closing = true;
      await this.#worker.terminate();
    }
  }

  #request(request: WorkerRequest): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closing) return Promise.reject(new Error('PGlite is closed'));
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      try {
        this.#worker.postMessage({ id, request });
      } catch (error) {
        reject(error as Error);
        return;
      }
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) this.#worker.ref();
    });
  }

  #receive(message: WorkerMessage) {
    if (message.kind === 'notify') {
      this.#listeners.get(message.listener)?.(message.payload);
      return;
    }
    if (message.kind !== 'reply') return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.ok) pending.resolve(message.value);
    else pending.reject(fromWorkerError(message.error));
  }
}

function toWorkerOptions(options: QueryOptions | undefined): WorkerQueryOptions {
  if (options?.serializers || options?.blob || options?.onNotice) {
    throw new Error('The database worker takes no serializers, blob or onNotice query options');
  }
  return {
    rowMode: options?.rowMode,
    paramTypes: options?.paramTypes,
    rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

/** Applies the query's own parsers to the values the worker left unparsed (as PGlite's parseType would). */
function parseRemaining<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  // PGlite calls a parser with the value and its type (its ParserOptions type names only the value).
  const parsers = options?.parsers as Record<number, Parser | undefined> | undefined;
  if (!parsers || result.rows.length === 0) return result;
  const arrays = options?.rowMode === 'array';
  const columns = result.fields
    .map((field, index) => ({ key: arrays ? index : field.name, type: field.dataTypeID, index }))
    // In object rows a repeated column name keeps the last column's value (Object.fromEntries).
    .filter(({ key, index }) => arrays || result.fields.findLastIndex((f) => f.name === key) === index)
    .flatMap(({ key, type }) => {
      const parse = parsers[type];
      return parse ? [{ key, type, parse }] : [];
    });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, type, parse } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, type);
    }
  }
  return result;
}

function fromWorkerError(error: WorkerError): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

/** PGlite puts the failed statement, its values and options on the error; so does this side. */
function withQuery(error: unknown, query: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  if (error instanceof Error && 'query' in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

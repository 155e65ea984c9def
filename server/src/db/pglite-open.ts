/// <reference path="./webassembly.d.ts" />
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What the application uses of PGlite, in this thread or through the database worker (pglite-in-worker.ts). */
export type PgliteClient = {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
};

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process: each new instance compiled it again (about a second
 * of CPU), and a worker thread can be handed the compiled module (structured clone shares its code).
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= fs
    .readFile(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite')))
    .then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

/**
 * Opens the embedded database the one way the application uses it, in whichever thread calls it (the
 * server's own, or the database worker of pglite-worker.ts). `dataDir` undefined: in memory, from
 * `loadDataDir` (a dumped data folder) when given.
 */
export async function createPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  wasmModule?: WebAssembly.Module,
): Promise<PGlite> {
  const pgliteWasm = wasmModule ?? (await pgliteWasmModule());
  if (!dataDir) return PGlite.create({ extensions: { pg_trgm }, loadDataDir, pgliteWasmModule: pgliteWasm });
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), {
    extensions: { pg_trgm },
    pgliteWasmModule: pgliteWasm,
  });
  // PGlite has no checkpointer tuning by default; without this the folder grows to hundreds of MB.
  await client.exec('ALTER SYSTEM SET max_wal_size = 64');
  await client.exec('ALTER SYSTEM SET min_wal_size = 32');
  await client.exec('SELECT pg_reload_conf()');
  return client;
}

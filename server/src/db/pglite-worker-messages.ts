/**
 * What the server's thread and the database worker (pglite-worker.ts) say to each other. Everything
 * here crosses by structured clone, so no functions: a query's own parsers stay in the server's thread
 * and the worker returns those types' values unparsed (`rawTypes`).
 */
import type { RowMode } from '@electric-sql/pglite';

export type WorkerQueryOptions = { rowMode?: RowMode; paramTypes?: number[]; rawTypes?: number[] };

export type WorkerRequest =
  | { op: 'query'; sql: string; params: unknown[]; options: WorkerQueryOptions; tx?: number }
  | { op: 'exec'; sql: string; options: WorkerQueryOptions; tx?: number }
  /** Answered once the worker holds the connection for a transaction: with the transaction's id. */
  | { op: 'begin' }
  /** Commits (or rolls back) the transaction and lets queries outside it run again. */
  | { op: 'end'; tx: number; commit: boolean }
  /** PGlite's `tx.rollback()`: rolls back now; the transaction stays held until `end`. */
  | { op: 'rollback'; tx: number }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

/** An error as the worker saw it: its own fields (SQLSTATE, constraint, …) survive, its class does not. */
export type WorkerError = { name: string; message: string; stack?: string; fields: Record<string, unknown> };

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WorkerError }
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: WorkerError }
  | { kind: 'notify'; listener: number; payload: string };

/** `wasmModule`: PGlite's WebAssembly as the server's thread compiled it (pglite-open.ts). */
export type WorkerStart = { dataDir?: string; loadDataDir?: ArrayBuffer; wasmModule: WebAssembly.Module };

/** Copies what structured clone keeps of an error's own fields: plain values only. */
export function toWorkerError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

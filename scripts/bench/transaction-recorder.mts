/**
 * Records every statement one request sends, those of its transaction included, and turns a recorded
 * transaction into one that ends in ROLLBACK, so that replaying a write for the ceiling writes nothing.
 *
 * node-postgres: Drizzle runs a transaction on a client checked out of the pool, which the pool-level
 * recorder (ceiling.mts) never sees; while recording, `pg.Client.prototype.query` is wrapped instead,
 * and it sees every statement (pool.query also ends in a client's query, with a callback that the
 * recording drops). PGlite: Drizzle runs a transaction through `client.transaction(callback)`, whose
 * callback gets its own query function; the recorder wraps that and writes the BEGIN and COMMIT that
 * PGlite sends itself.
 */
import pg from 'pg';
import type { DatabaseHandle } from '../../server/src/db/client';
import type { QueryClient, Statement } from './ceiling.mts';
import { textAndParams } from './explain.mts';

type Transactional = QueryClient & {
  transaction: (callback: (tx: QueryClient) => Promise<unknown>) => Promise<unknown>;
};

const isCommand = (statement: Statement, command: string) =>
  textAndParams(statement).text.trim().toLowerCase() === command;

export async function recordWithTransactions(database: DatabaseHandle, action: () => Promise<unknown>) {
  const recorded: Statement[] = [];
  if (database.kind === 'postgres') {
    const prototype = pg.Client.prototype as unknown as QueryClient;
    const original = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      recorded.push(args.filter((arg) => typeof arg !== 'function'));
      return original.apply(this, args);
    };
    try {
      await action();
    } finally {
      prototype.query = original;
    }
    return recorded;
  }
  const client = (database.db as unknown as { $client: Transactional }).$client;
  const { query, transaction } = client;
  client.query = (...args) => {
    recorded.push(args);
    return query.apply(client, args);
  };
  client.transaction = (callback) =>
    transaction.call(client, async (tx) => {
      recorded.push(['BEGIN']);
      const recording = Object.create(tx) as QueryClient;
      recording.query = (...args) => {
        recorded.push(args);
        return tx.query(...args);
      };
      const result = await callback(recording);
      recorded.push(['COMMIT']);
      return result;
    });
  try {
    await action();
  } finally {
    Object.assign(client, { query, transaction });
  }
  return recorded;
}

/** BEGIN … ROLLBACK instead of BEGIN … COMMIT; refuses a recording that is not exactly one transaction. */
export function rolledBack(statements: Statement[]): Statement[] {
  const begins = statements.filter((statement) => isCommand(statement, 'begin')).length;
  const commits = statements.filter((statement) => isCommand(statement, 'commit')).length;
  if (begins !== 1 || commits !== 1) {
    throw new Error(`expected one transaction in the recorded request, found ${begins} BEGIN and ${commits} COMMIT`);
  }
  return statements.map((statement) => (isCommand(statement, 'commit') ? ['ROLLBACK'] : statement));
}

/** The statements inside the transaction, without BEGIN and COMMIT (for EXPLAIN inside a rolled-back transaction). */
export function insideTransaction(statements: Statement[]): Statement[] {
  return statements.filter((statement) => !isCommand(statement, 'begin') && !isCommand(statement, 'commit'));
}

import { sql } from 'drizzle-orm';
import { offsetOf, type PageQuery } from './paging';

/**
 * Drizzle builds a query's SQL text anew on every call, and on the list endpoints that building was
 * about a fifth of the server's CPU (bench profile: `sqlToQuery`, `is`). A list has few shapes — which
 * filters are present and which sort — so each shape is built once, with placeholders for its values,
 * and kept; the values are given at each execution.
 *
 * Kept per driver client (a WeakMap key), because a prepared query runs on the client it was built on:
 * the pool for the application's handle, the checked-out connection for a transaction. node-postgres
 * hands the same connection objects out again, so a shape built inside one transaction serves every
 * later transaction on that connection (and, named, is parsed there once). PGlite gives each
 * transaction a new client object, so there a transaction's shapes are built anew and go with it.
 *
 * A shape's key must come from a bounded set (flags and allow-listed sort fields), never from free
 * text, or the map would grow without end.
 */
export class QueryShapes<Db extends object, Shape, Prepared> {
  private readonly byClient = new WeakMap<object, Map<string, Prepared>>();

  constructor(
    private readonly keyOf: (shape: Shape) => string,
    private readonly build: (db: Db, shape: Shape, key: string) => Prepared,
  ) {}

  of(db: Db, shape: Shape): Prepared {
    const client = clientOf(db);
    let shapes = this.byClient.get(client);
    if (!shapes) {
      shapes = new Map();
      this.byClient.set(client, shapes);
    }
    const key = this.keyOf(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      prepared = this.build(db, shape, key);
      shapes.set(key, prepared);
    }
    return prepared;
  }
}

/**
 * The driver client a Drizzle handle sends its queries through: `session` is public on Drizzle's
 * database and transaction, the session's `client` is not (hence the cast), so a handle without one
 * stands for itself and gets shapes of its own.
 */
function clientOf(db: object): object {
  const client = (db as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null ? client : db;
}

/**
 * The statement name for a shape. A named statement is parsed once per connection, and after five
 * runs PostgreSQL may keep one plan for all values (a generic plan). That suits equality and range
 * filters. A shape with a `%keyword%` pattern stays unnamed ('' is the protocol's unnamed statement)
 * and is planned for each value: a two-letter pattern cannot use a trigram index and needs another
 * plan than a long one.
 */
export function statementName(name: string, shape: { keyword: boolean }): string {
  return shape.keyword ? '' : name;
}

/** A page's LIMIT and OFFSET as placeholders, for every list's shapes alike. */
export const pagePlaceholders = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/** Their values for a `?page=&pageSize=` query. */
export function pageValues(query: PageQuery) {
  return { limit: query.pageSize, offset: offsetOf(query) };
}

import { sql } from 'drizzle-orm';
import { offsetOf, type PageQuery } from './paging';

/**
 * Drizzle builds a query's SQL text anew on every call, and on the list endpoints that building was
 * about a fifth of the server's CPU (bench profile: `sqlToQuery`, `is`). A list has few shapes — which
 * filters are present and which sort — so each shape is built once, with placeholders for its values,
 * and kept; the values are given at each execution.
 *
 * Kept per database handle (a WeakMap key), because a prepared query runs on the session it was built
 * on: a transaction gets its own, which is never reused after it ends and goes with it.
 *
 * A shape's key must come from a bounded set (flags and allow-listed sort fields), never from free
 * text, or the map would grow without end.
 */
export class QueryShapes<Db extends object, Shape, Prepared> {
  private readonly byDatabase = new WeakMap<Db, Map<string, Prepared>>();

  constructor(
    private readonly keyOf: (shape: Shape) => string,
    private readonly build: (db: Db, shape: Shape, key: string) => Prepared,
  ) {}

  of(db: Db, shape: Shape): Prepared {
    let shapes = this.byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      this.byDatabase.set(db, shapes);
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

import { ilike, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%term%` with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" over several columns: the list screens' keyword search. */
export function anyColumnContains(term: string, columns: AnyPgColumn[]): SQL | undefined {
  return anyColumnLike(containsPattern(term), columns);
}

/** The same with the pattern given, or a placeholder for it (lib/query-shapes.ts). */
export function anyColumnLike(pattern: string | SQLWrapper, columns: AnyPgColumn[]): SQL | undefined {
  return or(...columns.map((column) => ilike(column, pattern)));
}

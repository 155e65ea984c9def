import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%term%` with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" over several columns: the list screens' keyword search. */
export function anyColumnContains(term: string, columns: AnyPgColumn[]): SQL | undefined {
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

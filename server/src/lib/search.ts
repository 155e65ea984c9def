import { and, ilike, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%term%` with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" over several columns: the list screens' keyword search. */
export function anyColumnContains(term: string, columns: AnyPgColumn[]): SQL | undefined {
  return anyColumnLike(containsPattern(term), columns);
}

/** More words than anyone types into a search box: the rest are ignored, so one query stays small. */
const MAX_KEYWORD_WORDS = 8;

/** A search box's words, at most MAX_KEYWORD_WORDS of them. */
export const searchWords = (keyword: string) => keyword.split(/\s+/).filter(Boolean).slice(0, MAX_KEYWORD_WORDS);

/**
 * A list screen's keyword, word by word: every word must be in at least one of the columns, so "Ann
 * Lee" finds Ann Lee although no one column holds both words (as the students list's keywordWords).
 */
export function everyWordInSomeColumn(keyword: string, columns: AnyPgColumn[]): SQL | undefined {
  return and(...searchWords(keyword).map((word) => anyColumnContains(word, columns)));
}

/** The same with the pattern given, or a placeholder for it (lib/query-shapes.ts). */
export function anyColumnLike(pattern: string | SQLWrapper, columns: AnyPgColumn[]): SQL | undefined {
  return or(...columns.map((column) => ilike(column, pattern)));
}

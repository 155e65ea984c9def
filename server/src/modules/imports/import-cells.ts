/**
 * Turning a spreadsheet's text cells into the values the API's schemas take. Each returns undefined
 * for a blank cell and a RowIssue message for a cell it cannot read, so the row is refused with the
 * field and the reason; everything else is left to the module's own zod schema.
 */
import type { z } from 'zod';

export type RowIssue = { field: string; message: string };

export class CellError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const TRUE = new Set(['yes', 'y', 'true', '1', 'x', 'on', 'opted in', 'subscribed', 'allowed', 'allow']);
const FALSE = new Set(['no', 'n', 'false', '0', 'off', 'opted out', 'unsubscribed', 'not allowed', 'deny']);

export function booleanCell(field: string, value: string | undefined): boolean | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  throw new CellError(field, 'must be yes or no');
}

/**
 * A date as YYYY-MM-DD. Also read: YYYY/MM/DD, a date with a time after it (the time dropped), and
 * D/M/YYYY or M/D/YYYY when one of the first two numbers is above 12; 03/04/2026 could be either, so
 * it is refused rather than guessed (docs/decisions.md).
 */
export function dateCell(field: string, value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2].padStart(2, '0')}-${iso[3].padStart(2, '0')}`;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) {
    const [a, b] = [Number(dmy[1]), Number(dmy[2])];
    if (a > 12 && b <= 12) return `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
    if (b > 12 && a <= 12) return `${dmy[3]}-${dmy[1].padStart(2, '0')}-${dmy[2].padStart(2, '0')}`;
    throw new CellError(field, `is ambiguous (day/month or month/day?): write it as YYYY-MM-DD`);
  }
  // Handed on as typed: the schema's date rule says what is wrong with it.
  return text;
}

/** An amount with its currency sign and thousands separators taken off ("$1,234.50" → "1234.50"). */
export function moneyCell(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const negative = /^\(.*\)$/.test(text) || text.includes('-');
  const bare = text.replace(/[()\s$€£¥,-]|CAD|USD|EUR|GBP/gi, '');
  return negative ? `-${bare}` : bare;
}

export const textCell = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** A list in one cell: "a; b", "a, b" or "a | b". */
export const listCell = (value: string | undefined) =>
  (value ?? '')
    .split(/[;,|\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The schema's issues as row issues, on the import's own field names (`rename` maps API names to them). */
export function schemaIssues(error: z.ZodError, rename: Record<string, string> = {}): RowIssue[] {
  return error.issues.map((issue) => {
    const path = String(issue.path[0] ?? 'row');
    return { field: rename[path] ?? path, message: issue.message };
  });
}

/** Runs the conversions, turning the first CellError into a row issue. */
export function readCells<T>(read: () => T): { value: T } | { issues: RowIssue[] } {
  try {
    return { value: read() };
  } catch (error) {
    if (error instanceof CellError) return { issues: [{ field: error.field, message: error.message }] };
    throw error;
  }
}

/**
 * Reads cells one by one, keeping every cell's problem (not only the first), so a row is reported
 * with all its unreadable fields at once; a field that could not be read is left out (undefined).
 */
export function cellReader() {
  const issues: RowIssue[] = [];
  const read = <T>(convert: () => T): T | undefined => {
    try {
      return convert();
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      issues.push({ field: error.field, message: error.message });
      return undefined;
    }
  };
  return { read, issues };
}

/** Lower-case letters and digits only: how headers and names are compared. */
export const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

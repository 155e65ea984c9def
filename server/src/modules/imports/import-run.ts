/**
 * The one pass over a file that both the dry run and the import make: every row checked with the
 * kind's rules, in file order, so a row repeating an earlier one is a duplicate either way. The import
 * writes each 500 accepted rows in one transaction as it goes; the dry run writes nothing. Only one
 * chunk of rows is held at a time.
 */
import type { Database } from '../../db/client';
import { importBatchRecords } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-encryption';
import { fileRows, headerNames, MAX_IMPORT_ROWS } from './import-file';
import type { ImportEnv, KindDefinition, PlannedRow, RowValues } from './import-kind';

export const CHUNK_ROWS = 500;
/** Refused rows listed in a result; the counts cover them all. */
export const MAX_LISTED_PROBLEMS = 500;

export type RowProblem = { line: number; field: string; column: string | null; message: string };
export type RunCounts = { total: number; created: number; updated: number; unchanged: number; refused: number };
export type RunResult = RunCounts & { problems: RowProblem[] };

export type RunOptions = {
  kind: KindDefinition;
  fileName: string;
  bytes: Buffer;
  sheet: string | null;
  mapping: Record<string, string>;
  matchOn: string | null;
  cipher: FieldCipher;
  /** Given: accepted rows are written, and progress reported after each chunk. */
  write?: { env: ImportEnv; progress: (counts: RunCounts) => Promise<void> };
};

const invalid = (field: string, message: string) =>
  new AppError('validation', { message: `${field}: ${message}`, fieldErrors: [{ field, message }] });

/** Every required field mapped, every mapped column in the file, and an update key the kind knows. */
function assertMapping(options: RunOptions, headers: string[]) {
  const { kind, mapping, matchOn } = options;
  const known = new Set(kind.fields.map((field) => field.key));
  for (const [key, header] of Object.entries(mapping)) {
    if (!known.has(key)) throw invalid('mapping', `${kind.label} have no field "${key}"`);
    if (!headers.includes(header)) throw invalid('mapping', `the file has no column "${header}"`);
  }
  const missing = kind.fields.filter((field) => field.required && !mapping[field.key]);
  if (missing.length > 0)
    throw invalid('mapping', `choose the column of: ${missing.map((field) => field.label).join(', ')}`);
  if (matchOn !== null && !kind.matchKeys.includes(matchOn))
    throw invalid('matchOn', `must be one of: ${kind.matchKeys.join(', ')}`);
  if (matchOn !== null && !mapping[matchOn])
    throw invalid('matchOn', 'choose the column of the field updates match on');
}

export async function runImport(db: Database, options: RunOptions): Promise<RunResult> {
  const { kind, mapping } = options;
  const ctx = await kind.load(db, options.cipher);
  const counts: RunCounts = { total: 0, created: 0, updated: 0, unchanged: 0, refused: 0 };
  const problems: RowProblem[] = [];
  let columns: [string, number][] | null = null;
  let chunk: PlannedRow<unknown>[] = [];

  const flush = async () => {
    const write = options.write;
    if (!write) return;
    const rows = chunk;
    chunk = [];
    if (rows.length > 0)
      await db.transaction(async (tx) => {
        const records = await kind.write(tx, rows, ctx, write.env);
        for (let i = 0; i < records.length; i += 1000)
          await tx
            .insert(importBatchRecords)
            .values(records.slice(i, i + 1000).map((record) => ({ ...record, batchId: write.env.batchId })));
      });
    await write.progress(counts);
  };

  // An archive with no file named is read at the kind's own CSV, as the upload offered it.
  const sheet = options.sheet ?? (/\.zip$/i.test(options.fileName) ? `${kind.kind}.csv` : null);
  for await (const row of fileRows(options.fileName, options.bytes, sheet)) {
    if (!columns) {
      const headers = headerNames(row.cells);
      assertMapping(options, headers);
      columns = Object.entries(mapping).map(([key, header]) => [key, headers.indexOf(header)]);
      continue;
    }
    counts.total += 1;
    if (counts.total > MAX_IMPORT_ROWS)
      throw invalid(
        'file',
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows: split it into several files.`,
      );
    const values: RowValues = {};
    for (const [key, index] of columns) values[key] = row.cells[index];
    const checked = kind.check(values, ctx, options.matchOn, row.line);
    if ('issues' in checked) {
      counts.refused += 1;
      for (const issue of checked.issues)
        if (problems.length < MAX_LISTED_PROBLEMS)
          problems.push({ line: row.line, ...issue, column: mapping[issue.field] ?? null });
      continue;
    }
    if (checked.action === 'unchanged') counts.unchanged += 1;
    else {
      if (checked.action === 'create') counts.created += 1;
      else counts.updated += 1;
      chunk.push({ line: row.line, action: checked.action, plan: checked.plan });
    }
    if (chunk.length >= (kind.chunkRows ?? CHUNK_ROWS)) await flush();
  }
  if (!columns) throw invalid('file', 'The file is empty.');
  if (counts.total === 0) throw invalid('file', 'The file has a header row but no data rows.');
  await flush();
  return { ...counts, problems };
}

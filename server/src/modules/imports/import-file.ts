/**
 * Reading an uploaded file into rows of text cells: .csv (any common delimiter; UTF-8 with or without
 * a BOM, UTF-16 with a BOM, else Windows-1252) and .xlsx (the first sheet or a chosen one). A cell is
 * never evaluated: a CSV cell "=1+2" is the text "=1+2"; an .xlsx formula cell gives the value the
 * spreadsheet saved with it (it computes nothing). Both are read a row at a time, never whole
 * (xlsx-rows.ts).
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { unzipSync } from 'fflate';
import { AppError } from '../../lib/app-error';
import { MissingSheetError, xlsxRows, xlsxSheetNames } from './xlsx-rows';

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

export type FileFormat = 'csv' | 'xlsx' | 'zip';
export type FileRow = { line: number; cells: string[] };

const refused = (message: string) => new AppError('validation', { message, fieldErrors: [{ field: 'file', message }] });

export const fileTooLarge = () => refused('The file is larger than 20 MB: split it into several files.');

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The format the name says, checked against what the bytes are. */
export function formatOf(fileName: string, bytes: Buffer): FileFormat {
  if (bytes.length === 0) throw refused('The file is empty.');
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (extension === 'xlsx') {
    if (!isZip) throw refused('This file is named .xlsx but is not an Excel workbook: save it again as .xlsx or .csv.');
    return 'xlsx';
  }
  if (extension === 'csv' || extension === 'txt' || extension === 'tsv') {
    if (isZip || bytes.subarray(0, 4096).includes(0) === true) {
      if (
        !bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xfe])) &&
        !bytes.subarray(0, 2).equals(Buffer.from([0xfe, 0xff]))
      )
        throw refused('This file is named .csv but is not text: export it from the spreadsheet as CSV.');
    }
    return 'csv';
  }
  if (extension === 'zip') {
    if (!isZip) throw refused('This file is named .zip but is not a zip archive.');
    return 'zip';
  }
  if (extension === 'xls') throw refused('Old .xls workbooks cannot be read: save the file as .xlsx or .csv.');
  throw refused('Only .csv and .xlsx files (or an export archive, .zip) can be imported.');
}

/** A run of bytes that is a well-formed UTF-8 multi-byte character. */
const UTF8_SEQUENCE = /[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}/;

/**
 * The text of a CSV file. A file that is not valid UTF-8 yet holds UTF-8 characters is two encodings
 * pasted together: refused, since either reading garbles part of it.
 */
export function decodeText(bytes: Buffer): { text: string; encoding: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    if (bom || UTF8_SEQUENCE.test(body.toString('latin1'))) {
      throw refused(
        'This file mixes two text encodings (some characters are UTF-8, others are not): save it again as "CSV UTF-8".',
      );
    }
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}

const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter used most on the first line, outside quotes; a comma when none is. */
export function guessDelimiter(text: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** A cell as text: dates as YYYY-MM-DD (with the time when it has one), numbers as written. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
  }
  return String(value);
}

async function* csvRows(bytes: Buffer): AsyncGenerator<FileRow> {
  const { text } = decodeText(bytes);
  const parser = parse({
    delimiter: guessDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  });
  Readable.from(chunksOf(text)).pipe(parser);
  let previousEnd = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // The line the record starts on: one past where the previous one ended (blank lines aside).
      yield { line: previousEnd + 1, cells: record };
      previousEnd = info.lines;
    }
  } catch (error) {
    throw refused(`The file could not be read as CSV: ${(error as Error).message}`);
  }
}

function* chunksOf(text: string) {
  for (let i = 0; i < text.length; i += 64 * 1024) yield text.slice(i, i + 64 * 1024);
}

async function* sheetRows(bytes: Buffer, sheet: string | undefined): AsyncGenerator<FileRow> {
  try {
    for await (const row of xlsxRows(bytes, sheet ?? 1)) yield { line: row.line, cells: row.cells.map(cellText) };
  } catch (error) {
    if (error instanceof MissingSheetError && sheet) throw refused(`The workbook has no sheet "${sheet}".`);
    if (error instanceof AppError) throw error;
    throw refused('The workbook could not be read: save it again as .xlsx or .csv.');
  }
}

/** The sheet names of a workbook, in order. */
export async function sheetNames(bytes: Buffer): Promise<string[]> {
  try {
    return xlsxSheetNames(bytes);
  } catch {
    throw refused('The workbook could not be read: save it again as .xlsx or .csv.');
  }
}

/** The CSV files of an archive (an export of this product: export-archive.ts), in order. */
export function archiveMembers(bytes: Buffer): string[] {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (/^[^/]+\.csv$/i.test(file.name)) names.push(file.name);
        return false;
      },
    });
  } catch {
    throw refused('The archive could not be read: download the export again.');
  }
  return names;
}

/** One CSV of an archive, unpacked alone; refused when it would unpack larger than an upload may be. */
function archiveMember(bytes: Buffer, member: string): Buffer {
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name !== member) return false;
        tooLarge = file.originalSize > MAX_IMPORT_BYTES;
        return !tooLarge;
      },
    });
  } catch {
    throw refused('The archive could not be read: download the export again.');
  }
  if (tooLarge) throw fileTooLarge();
  const content = files[member];
  if (!content) throw refused(`The archive has no file "${member}".`);
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
}

/**
 * Every row of the file (the header first), one at a time for CSV. Rows wholly blank are skipped. In
 * an archive, `sheet` names the CSV inside it.
 */
export async function* fileRows(fileName: string, bytes: Buffer, sheet?: string | null): AsyncGenerator<FileRow> {
  const format = formatOf(fileName, bytes);
  if (format === 'zip' && !sheet) throw refused('Choose the file inside the archive to import.');
  const rows =
    format === 'csv'
      ? csvRows(bytes)
      : format === 'zip'
        ? csvRows(archiveMember(bytes, sheet as string))
        : sheetRows(bytes, sheet ?? undefined);
  for await (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    yield row;
  }
}

/** Headers made usable as keys: trimmed, a blank one named by its position, a repeated one numbered. */
export function headerNames(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const name = cell.replace(/^\uFEFF/, '').trim() || `Column ${index + 1}`;
    const count = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

export type FileSummary = {
  format: FileFormat;
  sheets: string[];
  sheet: string | null;
  headers: string[];
  rowCount: number;
  sample: string[][];
};

/** The header, the data rows' count and a few of them; refuses an empty, header-only or too long file. */
export async function summariseFile(
  fileName: string,
  bytes: Buffer,
  sheet?: string | null,
  /** In an archive, the CSV chosen when none is named: the kind's own (`students.csv`). */
  member?: string,
): Promise<FileSummary> {
  if (bytes.length > MAX_IMPORT_BYTES) throw fileTooLarge();
  const format = formatOf(fileName, bytes);
  const sheets = format === 'xlsx' ? await sheetNames(bytes) : format === 'zip' ? archiveMembers(bytes) : [];
  const fallback = format === 'zip' && member && sheets.includes(member) ? member : sheets[0];
  const chosen = format === 'csv' ? null : (sheet ?? fallback ?? null);
  if (format === 'zip' && chosen && !sheets.includes(chosen)) throw refused(`The archive has no file "${chosen}".`);
  let headers: string[] | null = null;
  let rowCount = 0;
  const sample: string[][] = [];
  for await (const row of fileRows(fileName, bytes, chosen)) {
    if (!headers) {
      headers = headerNames(row.cells);
      continue;
    }
    rowCount += 1;
    if (rowCount > MAX_IMPORT_ROWS)
      throw refused(
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows: split it into several files.`,
      );
    if (sample.length < 5) sample.push(row.cells);
  }
  if (!headers) throw refused('The file is empty.');
  if (rowCount === 0) throw refused('The file has a header row but no data rows.');
  return { format, sheets, sheet: chosen, headers, rowCount, sample };
}

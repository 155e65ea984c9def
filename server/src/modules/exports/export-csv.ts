/**
 * CSV for the export archive: comma-separated, CRLF line ends, UTF-8 with a BOM (so a spreadsheet
 * opens accents right), every cell as the import reads it back. Cells are written as they are, with
 * no apostrophe before a leading "=": the archive is made to be imported again, and the import stores
 * such a cell as text (docs/decisions.md, "Export archive: what each file holds, and how it comes back (2026-11-27, issue 34)").
 */
export type CsvCell = string | number | boolean | Date | null | undefined | object;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function csvLine(cells: CsvCell[]): string {
  return `${cells
    .map((cell) => {
      const text = cellText(cell);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',')}\r\n`;
}

export const CSV_BOM = '\ufeff';

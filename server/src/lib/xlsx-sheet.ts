import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';
import { DEFAULT_DISPLAY_FORMAT, type DisplayFormat, xlsxMoneyCode, xlsxTimeCode } from './display-format';

/**
 * A one-sheet .xlsx writer: a bold, frozen header row, column widths, and string, number, date, time
 * and money cells. Written for the 31-day schedule download (about 30,000 rows), where
 * write-excel-file, ExcelJS and SheetJS all took more than a second building cells one object at a
 * time and deflating in JavaScript; here each row is one template string and Node's zlib deflates on
 * its thread pool, about ten times faster (docs/decisions.md).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetFormat = 'date' | 'time' | 'money';
/** A string, a plain number, a formatted number (an Excel serial date for date and time), or empty. */
export type SheetCell = string | number | null | { value: number; format: SheetFormat };

export type SheetSpec = {
  /** The tab's name: at most 31 characters, none of : \ / ? * [ ] (Excel's rules). */
  name: string;
  header: string[];
  /** In characters, one per column. */
  columnWidths: number[];
  /** Columns kept in view when scrolling right (the header row always stays in view). */
  frozenColumns?: number;
};

/** Style indexes into STYLES' cellXfs. */
const HEADER_STYLE = 1;
const FORMAT_STYLES: Record<SheetFormat, number> = { date: 2, time: 3, money: 4 };

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const PACKAGE_RELS = `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
/** cellXfs: 0 plain, 1 bold, 2 yyyy-mm-dd, 3 hh:mm, 4 #,##0.00 (built-in format 4). */
const stylesFor = (display: DisplayFormat) =>
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}"><numFmts count="3"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="${xmlText(xlsxTimeCode(display.timeFormat))}"/><numFmt numFmtId="166" formatCode="${xmlText(xlsxMoneyCode(display.currency))}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Excel's serial day number of a wall-clock time given as a UTC date: days since 1899-12-30. */
const excelSerial = (utcWallClock: number) => utcWallClock / 86_400_000 + 25_569;

/** The centre's local date of an instant (the server runs in the centre's time zone). */
export const localDateCell = (instant: Date): SheetCell => ({
  value: excelSerial(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate())),
  format: 'date',
});
/** The centre's local time of day of an instant, as a serial date-time shown as hh:mm. */
export const localTimeCell = (instant: Date): SheetCell => ({
  value: excelSerial(
    Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate(), instant.getHours(), instant.getMinutes()),
  ),
  format: 'time',
});
/** A calendar date written as YYYY-MM-DD. */
export const calendarDateCell = (isoDate: string): SheetCell => ({
  value: excelSerial(Date.parse(`${isoDate}T00:00:00Z`)),
  format: 'date',
});
/**
 * Spreadsheet cells are IEEE doubles, so the exact decimal string becomes a number only here, at the
 * edge; amounts of at most 12 digits with 2 decimals survive the trip unchanged.
 */
export const moneyCell = (amount: string): SheetCell => ({ value: Number(amount), format: 'money' });

/** A, B, …, Z, AA, AB, … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Characters XML 1.0 cannot carry at all (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/F). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NEEDS_ESCAPE = /[&<>"]/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Excel's limit on one cell's text. */
const MAX_CELL_TEXT = 32_767;

function xmlText(text: string): string {
  const clean = text.replace(NOT_XML, '').slice(0, MAX_CELL_TEXT);
  return NEEDS_ESCAPE.test(clean) ? clean.replace(/[&<>"]/g, (char) => ESCAPES[char]) : clean;
}

function cellXml(ref: string, cell: SheetCell, style = 0): string {
  if (cell === null || cell === '') return '';
  const styled = style === 0 ? '' : ` s="${style}"`;
  if (typeof cell === 'string') {
    const text = xmlText(cell);
    const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
    return `<c r="${ref}"${styled} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
  }
  const { value, format } = typeof cell === 'number' ? { value: cell, format: undefined } : cell;
  if (!Number.isFinite(value)) return '';
  const numberStyle = format ? ` s="${FORMAT_STYLES[format]}"` : styled;
  return `<c r="${ref}"${numberStyle}><v>${value}</v></c>`;
}

function sheetXml(spec: SheetSpec, rows: Iterable<SheetCell[]>): string {
  const frozenColumns = spec.frozenColumns ?? 0;
  const columns = Array.from({ length: Math.max(spec.header.length, spec.columnWidths.length) }, (_, i) =>
    columnName(i),
  );
  const pane = `<pane${frozenColumns > 0 ? ` xSplit="${frozenColumns}"` : ''} ySplit="1" topLeftCell="${columnName(frozenColumns)}2" activePane="${frozenColumns > 0 ? 'bottomRight' : 'bottomLeft'}" state="frozen"/>`;
  const widths = spec.columnWidths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const parts = [
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>`,
    widths ? `<cols>${widths}</cols>` : '',
    '<sheetData><row r="1">',
    spec.header.map((title, i) => cellXml(`${columns[i]}1`, title, HEADER_STYLE)).join(''),
    '</row>',
  ];
  let rowNumber = 1;
  for (const row of rows) {
    rowNumber += 1;
    let cells = '';
    for (let i = 0; i < row.length; i += 1) cells += cellXml(`${columns[i] ?? columnName(i)}${rowNumber}`, row[i]);
    parts.push(`<row r="${rowNumber}">${cells}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

/**
 * The rows under the header as an .xlsx file; times and amounts are formatted by the centre's clock and
 * currency (server/src/lib/display-format.ts, the screens' rules).
 */
export function writeSheet(
  spec: SheetSpec,
  rows: Iterable<SheetCell[]>,
  display: DisplayFormat = DEFAULT_DISPLAY_FORMAT,
): Promise<Buffer> {
  const zip = new ZipFile();
  const add = (path: string, xml: string) => zip.addBuffer(Buffer.from(xml), path);
  add('[Content_Types].xml', CONTENT_TYPES);
  add('_rels/.rels', PACKAGE_RELS);
  add(
    'xl/workbook.xml',
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(spec.name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  add('xl/styles.xml', stylesFor(display));
  add('xl/worksheets/sheet1.xml', sheetXml(spec, rows));
  zip.end();
  return buffer(zip.outputStream);
}

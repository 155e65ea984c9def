/**
 * An .xlsx sheet read row by row. The sheet's XML (ten times the file's size once inflated: 200 MB for
 * a 20 MB upload) is inflated a slice at a time with fflate's streaming Unzip, and each complete
 * `<row>` is turned into text cells and handed on before the next slice is inflated, so only a slice
 * and one row are held, never the sheet (read-excel-file built the whole sheet's DOM, then its rows:
 * docs/decisions.md, "Reading .xlsx row by row"). The small parts (workbook, relationships, styles,
 * shared strings) are read whole: the shared strings are the cells' text, which the rows need anyway.
 * A formula cell gives the value the spreadsheet saved with it; nothing is computed.
 */
import { Unzip, UnzipInflate, unzipSync } from 'fflate';

export class XlsxError extends Error {}

/** The sheet named does not exist (a number is a position, from 1). */
export class MissingSheetError extends XlsxError {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name] ?? entity;
  });
}

const attribute = (attributes: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

/** The text of an `<si>` or `<is>`: its `<t>` runs, phonetic guides (`<rPh>`) left out. */
const runsText = (xml: string) =>
  unescapeXml(
    xml
      .replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')
      .match(/<t\b[^>]*>[\s\S]*?<\/t>|<t\b[^>]*\/>/g)
      ?.map((t) => t.replace(/^<t\b[^>]*>|<\/t>$|^<t\b[^>]*\/>$/g, ''))
      .join('') ?? '',
  );

type Parts = Record<string, Uint8Array>;
const text = (parts: Parts, name: string) => (parts[name] ? new TextDecoder().decode(parts[name]) : null);

/** `base`'s folder joined with a relationship's target ("worksheets/sheet1.xml" or "/xl/…"). */
function resolve(base: string, target: string) {
  if (target.startsWith('/')) return target.slice(1);
  const folder = base.includes('/') ? base.slice(0, base.lastIndexOf('/') + 1) : '';
  const parts: string[] = [];
  for (const part of `${folder}${target}`.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function relationships(parts: Parts, of: string): Map<string, string> {
  const folder = of.includes('/') ? of.slice(0, of.lastIndexOf('/') + 1) : '';
  const xml = text(parts, `${folder}_rels/${of.slice(folder.length)}.rels`) ?? '';
  const map = new Map<string, string>();
  for (const match of xml.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const id = attribute(match[1], 'Id');
    const target = attribute(match[1], 'Target');
    if (id && target) map.set(id, resolve(of, unescapeXml(target)));
  }
  return map;
}

/** Every small part a sheet's reading needs, inflated whole (never the worksheets). */
function smallParts(bytes: Uint8Array): Parts {
  try {
    return unzipSync(bytes, {
      filter: (file) => file.name.endsWith('.rels') || /^[^/]*\/?(workbook|styles|sharedStrings)\.xml$/.test(file.name),
    });
  } catch {
    throw new XlsxError('not a zip archive');
  }
}

type Workbook = { sheets: { name: string; path: string }[]; parts: Parts; date1904: boolean };

function workbookOf(bytes: Uint8Array): Workbook {
  const parts = smallParts(bytes);
  // The package's relationships name the workbook part (nearly always xl/workbook.xml).
  const officeDocument = [...(text(parts, '_rels/.rels') ?? '').matchAll(/<Relationship\b([^>]*)\/?>/g)].find((m) =>
    attribute(m[1], 'Type')?.endsWith('/officeDocument'),
  );
  const target = officeDocument ? attribute(officeDocument[1], 'Target') : undefined;
  const book = target ? resolve('', unescapeXml(target)) : undefined;
  const path = book ?? 'xl/workbook.xml';
  const xml = text(parts, path);
  if (!xml) throw new XlsxError('no workbook part');
  const rels = relationships(parts, path);
  const sheets = [...xml.matchAll(/<sheet\b([^>]*)\/?>/g)].flatMap((match) => {
    const name = attribute(match[1], 'name');
    const target = rels.get(attribute(match[1], 'r:id') ?? '');
    return name && target ? [{ name: unescapeXml(name), path: target }] : [];
  });
  const date1904 = /<workbookPr\b[^>]*\bdate1904="(1|true)"/.test(xml);
  return { sheets, parts: { ...parts, [WORKBOOK]: Buffer.from(path) }, date1904 };
}
const WORKBOOK = '\0workbook';

export function xlsxSheetNames(bytes: Uint8Array): string[] {
  return workbookOf(bytes).sheets.map((sheet) => sheet.name);
}

/** Excel's built-in number formats that are dates or times. */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** Which cell styles (`s`) show a number as a date or time. */
function dateStyles(parts: Parts, workbookPath: string): boolean[] {
  const stylesPath = [...relationships(parts, workbookPath).values()].find((p) => p.endsWith('styles.xml'));
  const xml = stylesPath ? text(parts, stylesPath) : null;
  if (!xml) return [];
  const custom = new Map<number, boolean>();
  for (const match of xml.matchAll(/<numFmt\b([^>]*)\/?>/g)) {
    const code = unescapeXml(attribute(match[1], 'formatCode') ?? '')
      .replace(/"[^"]*"|\[[^\]]*\]|\\./g, '')
      .toLowerCase();
    custom.set(Number(attribute(match[1], 'numFmtId')), /[dmyhs]/.test(code) && !/^general$/.test(code));
  }
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf\b([^>]*)\/?>/g)].map((match) => {
    const id = Number(attribute(match[1], 'numFmtId') ?? 0);
    return custom.get(id) ?? DATE_FORMAT_IDS.has(id);
  });
}

function sharedStrings(parts: Parts, workbookPath: string): string[] {
  const path = [...relationships(parts, workbookPath).values()].find((p) => p.endsWith('sharedStrings.xml'));
  const xml = path ? text(parts, path) : null;
  if (!xml) return [];
  return [...xml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g)].map((match) => runsText(match[1] ?? ''));
}

/** "C12" → 2 (A is 0). */
function columnIndex(ref: string): number {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

export type XlsxCell = string | number | boolean | Date | null;

/**
 * The rows of a sheet (by name, or by position from 1), each with its row number in the sheet.
 * `slice` is how many compressed bytes are inflated at a time.
 */
export async function* xlsxRows(
  bytes: Uint8Array,
  sheet: string | number,
  slice = 64 * 1024,
): AsyncGenerator<{ line: number; cells: XlsxCell[] }> {
  const book = workbookOf(bytes);
  const chosen =
    typeof sheet === 'number' ? book.sheets[sheet - 1] : book.sheets.find((candidate) => candidate.name === sheet);
  if (!chosen) throw new MissingSheetError(`no sheet "${sheet}"`);
  const workbookPath = new TextDecoder().decode(book.parts[WORKBOOK]);
  const strings = sharedStrings(book.parts, workbookPath);
  const dates = dateStyles(book.parts, workbookPath);
  const epoch = book.date1904 ? 24_107 : 25_569;

  const cellValue = (attributes: string, inner: string): XlsxCell => {
    const type = attribute(attributes, 't');
    if (type === 'inlineStr') return runsText(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '');
    const raw = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1];
    if (raw === undefined) return null;
    if (type === 's') return strings[Number(raw)] ?? '';
    if (type === 'b') return raw === '1' || raw === 'true';
    if (type === 'str' || type === 'e') return unescapeXml(raw);
    if (type === 'd') return new Date(unescapeXml(raw));
    const number = Number(raw);
    if (!Number.isFinite(number)) return unescapeXml(raw);
    if (dates[Number(attribute(attributes, 's') ?? 0)])
      // Whole seconds: a serial's fraction of a day is rarely exact in binary.
      return new Date(Math.round((number - epoch) * 86_400) * 1000);
    return number;
  };

  let pending = '';
  let found = false;
  let failed: Error | null = null;
  let nextRow = 1;
  const decoder = new TextDecoder();
  const unzip = new Unzip((file) => {
    if (file.name !== chosen.path) return;
    found = true;
    file.ondata = (error, chunk) => {
      if (error) failed = error;
      else pending += decoder.decode(chunk, { stream: true });
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  const rowsOf = function* (xml: string) {
    for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
      const line = Number(attribute(row[1], 'r') ?? nextRow);
      nextRow = line + 1;
      const cells: XlsxCell[] = [];
      let column = 0;
      for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const ref = attribute(cell[1], 'r');
        column = ref ? columnIndex(ref) : column;
        cells[column] = cellValue(cell[1], cell[2] ?? '');
        column += 1;
      }
      for (let i = 0; i < cells.length; i += 1) if (cells[i] === undefined) cells[i] = null;
      yield { line, cells };
    }
  };

  for (let offset = 0; offset < bytes.length; offset += slice) {
    try {
      unzip.push(bytes.subarray(offset, offset + slice), offset + slice >= bytes.length);
    } catch (error) {
      throw new XlsxError((error as Error).message);
    }
    if (failed) throw new XlsxError((failed as Error).message);
    const end = pending.lastIndexOf('</row>');
    if (end < 0) continue;
    const complete = pending.slice(0, end + 6);
    pending = pending.slice(end + 6);
    yield* rowsOf(complete);
  }
  if (!found) throw new XlsxError('the sheet part is missing');
  // Rows written self-closed after the last full one, if any.
  yield* rowsOf(pending);
}

/** The one-sheet .xlsx writer: what a spreadsheet reader sees, and the parts Excel needs. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import {
  calendarDateCell,
  localDateCell,
  localTimeCell,
  moneyCell,
  type SheetCell,
  writeSheet,
} from '../../src/lib/xlsx-sheet';

const partsOf = (file: Buffer) => {
  const entries = unzipSync(new Uint8Array(file));
  return Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, strFromU8(bytes)]));
};

describe('xlsx sheet writer', () => {
  test('a reader gets back the header, text, numbers, money, dates and times, and empty cells', async () => {
    const lessonStart = new Date(2026, 10, 2, 9, 30); // local wall clock: 2 Nov 2026 09:30
    const file = await writeSheet(
      {
        name: 'Lessons',
        header: ['Text', 'Number', 'Money', 'Date', 'Time', 'Day'],
        columnWidths: [10, 10, 10, 10, 10, 10],
      },
      [
        [
          'Ann <"Tom" & Co>',
          42,
          moneyCell('1234.50'),
          localDateCell(lessonStart),
          localTimeCell(lessonStart),
          calendarDateCell('2026-02-28'),
        ],
        [null, '', null, null, null, null, 'beyond the header'],
        ['  padded  ', -0.25, moneyCell('-3.10'), null, null, null],
      ],
    );
    const rows = await readSheet(file, { trim: false });
    const toMinute = (cell: unknown) =>
      cell instanceof Date ? new Date(Math.round(cell.getTime() / 60_000) * 60_000).toISOString() : cell;
    assert.deepEqual(
      rows.map((row) => row.map(toMinute)),
      [
        ['Text', 'Number', 'Money', 'Date', 'Time', 'Day', null],
        [
          'Ann <"Tom" & Co>',
          42,
          1234.5,
          '2026-11-02T00:00:00.000Z',
          '2026-11-02T09:30:00.000Z',
          '2026-02-28T00:00:00.000Z',
          null,
        ],
        [null, null, null, null, null, null, 'beyond the header'],
        ['  padded  ', -0.25, -3.1, null, null, null, null],
      ],
    );
  });

  test('characters XML cannot carry are dropped, text is capped at Excel’s 32,767, and NaN is left empty', async () => {
    const file = await writeSheet({ name: 'S', header: ['A', 'B', 'C'], columnWidths: [] }, [
      ['bell\u0007 and lone \uD800 surrogate, kept 😀', 'x'.repeat(40_000), Number.NaN],
    ]);
    const [, row] = await readSheet(file);
    assert.deepEqual(row, ['bell and lone  surrogate, kept 😀', 'x'.repeat(32_767), null]);
  });

  test('the header is bold and frozen, with frozen columns when asked, and columns have their widths', async () => {
    const rows: SheetCell[][] = [Array.from({ length: 30 }, (_, i) => `cell ${i}`)];
    const header = Array.from({ length: 30 }, (_, i) => `Column ${i}`);
    const parts = partsOf(
      await writeSheet({ name: 'Attendance', header, columnWidths: [12, 24], frozenColumns: 2 }, rows),
    );
    assert.deepEqual(Object.keys(parts).sort(), [
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = parts['xl/worksheets/sheet1.xml'];
    assert.match(sheet, /<pane xSplit="2" ySplit="1" topLeftCell="C2" activePane="bottomRight" state="frozen"\/>/);
    assert.match(
      sheet,
      /<col min="1" max="1" width="12" customWidth="1"\/><col min="2" max="2" width="24" customWidth="1"\/>/,
    );
    assert.match(sheet, /<c r="A1" s="1" t="inlineStr"><is><t>Column 0<\/t><\/is><\/c>/);
    assert.match(sheet, /<c r="AD2" t="inlineStr"><is><t>cell 29<\/t><\/is><\/c>/);
    assert.match(parts['xl/styles.xml'], /<font><b\/>/);
    // The screens' rules by default: a 24-hour clock and the centre's currency (CAD: "$").
    assert.match(parts['xl/styles.xml'], /<numFmt numFmtId="165" formatCode="hh:mm"\/>/);
    assert.match(
      parts['xl/styles.xml'],
      /<numFmt numFmtId="166" formatCode="&quot;\$&quot;#,##0.00;-&quot;\$&quot;#,##0.00"\/>/,
    );
    const twelveHourEuros = partsOf(
      await writeSheet({ name: 'S', header: ['A'], columnWidths: [] }, [], { currency: 'EUR', timeFormat: '12h' }),
    );
    assert.match(twelveHourEuros['xl/styles.xml'], /formatCode="h:mm AM\/PM"/);
    assert.match(twelveHourEuros['xl/styles.xml'], /formatCode="&quot;€&quot;#,##0.00;-&quot;€&quot;#,##0.00"/);
    assert.match(parts['xl/workbook.xml'], /<sheet name="Attendance" sheetId="1"/);

    const unfrozen = partsOf(await writeSheet({ name: 'S', header: ['A'], columnWidths: [] }, []));
    assert.match(
      unfrozen['xl/worksheets/sheet1.xml'],
      /<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/>/,
    );
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { calendarDateCell, writeSheet } from '../src/lib/xlsx-sheet';
import { MissingSheetError, xlsxRows, xlsxSheetNames } from '../src/modules/imports/xlsx-rows';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook as Excel writes one: shared strings, styles, two sheets, a 1904 date system when asked. */
function workbook(sheet1: string, options: { date1904?: boolean } = {}) {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      '_rels/.rels': strToU8(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `<workbook ${NS} xmlns:r="${REL}"><workbookPr${options.date1904 ? ' date1904="1"' : ''}/><sheets><sheet name="Notes &amp; more" sheetId="2" r:id="rId2"/><sheet name="Pupils" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId4" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      ),
      'xl/sharedStrings.xml': strToU8(
        `<sst ${NS}><si><t>Name</t></si><si><t>Start</t></si><si><r><t>Zo</t></r><r><rPr><b/></rPr><t>é &lt;b&gt;</t></r><rPh><t>ゾエ</t></rPh></si><si><t xml:space="preserve"> =1+2 </t></si><si><t>Paid</t></si><si><t>Time</t></si></sst>`,
      ),
      'xl/styles.xml': strToU8(
        `<styleSheet ${NS}><numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;CAD&quot;\\ #,##0.00"/></numFmts><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet ${NS}><sheetData>${sheet1}</sheetData></worksheet>`),
      'xl/worksheets/sheet2.xml': strToU8(
        `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Other</t></is></c></row></sheetData></worksheet>`,
      ),
    }),
  );
}

const SHEET = [
  '<row r="1" spans="1:5"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>4</v></c><c r="E1" t="s"><v>5</v></c></row>',
  '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="1"><v>46056</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" s="3"><v>1234.5</v></c><c r="E2" s="2"><v>46056.75</v></c></row>',
  '<row r="3"/>',
  '<row r="5"><c r="A5" t="s"><v>3</v></c><c r="B5" t="str"><f>TEXT(1,"0")</f><v>1 &amp; 2</v></c><c r="D5"><v>0.1</v></c></row>',
].join('');

async function rowsOf(bytes: Buffer, sheet: string | number, slice?: number) {
  const rows = [];
  for await (const row of xlsxRows(bytes, sheet, slice)) rows.push(row);
  return rows;
}

describe('reading .xlsx row by row', () => {
  test('shared and rich strings, dates by their style, booleans, formulas’ saved values, gaps', async () => {
    const bytes = workbook(SHEET);
    assert.deepEqual(xlsxSheetNames(bytes), ['Notes & more', 'Pupils']);
    const rows = await rowsOf(bytes, 'Pupils');
    assert.deepEqual(rows, [
      { line: 1, cells: ['Name', 'Start', 'Paid', null, 'Time'] },
      {
        line: 2,
        cells: ['Zoé <b>', new Date('2026-02-03T00:00:00Z'), true, 1234.5, new Date('2026-02-03T18:00:00Z')],
      },
      { line: 3, cells: [] },
      { line: 5, cells: [' =1+2 ', '1 & 2', null, 0.1] },
    ]);
    // Inflated seven bytes at a time: rows and characters cut across slices come out whole.
    assert.deepEqual(await rowsOf(bytes, 'Pupils', 7), rows);
    assert.deepEqual(await rowsOf(bytes, 1), [{ line: 1, cells: ['Other'] }]);
    await assert.rejects(rowsOf(bytes, 'Nope'), MissingSheetError);
  });

  test('the 1904 date system', async () => {
    const rows = await rowsOf(workbook(SHEET, { date1904: true }), 'Pupils');
    assert.deepEqual(rows[1].cells[1], new Date('2030-02-04T00:00:00Z'));
  });

  test('reads what read-excel-file reads of the product’s own workbooks', async () => {
    const bytes = await writeSheet(
      { name: 'Pupils', header: ['Name', 'Start', 'Rate', 'Note'], columnWidths: [10, 10, 10, 10] },
      [
        ['Kim & "Lee"', calendarDateCell('2026-02-03'), 42.5, ' spaced '],
        ['Ana', null, 0, '=SUM(A1)'],
      ],
    );
    // read-excel-file trims text; the import's cells trim it later, so only that differs.
    const ours = (await rowsOf(bytes, 1)).map((row) => row.cells.map((c) => (typeof c === 'string' ? c.trim() : c)));
    const theirs = await readSheet(bytes, 1);
    assert.deepEqual(ours, theirs);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { calendarDateCell, writeSheet } from '../src/lib/xlsx-sheet';
import { createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { csv, importClient } from './helpers/imports';
import { insertRoleUsers } from './helpers/users';

describe('import files: formats, encodings and bad input', () => {
  let t: TestApp;
  let client: ReturnType<typeof importClient>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    client = importClient(t, await t.signIn('admin'));
  });
  after(() => t.close());

  const refusal = async (content: string | Buffer, fileName: string, message: RegExp) => {
    const snapshot = await tableSnapshot(t.db);
    const response = await client.upload('students', content, fileName);
    assert.equal(response.statusCode, 400, response.body);
    assert.match(response.json().errorMessage, message);
    assert.equal(response.json().fieldErrors[0].field, 'file');
    assert.deepEqual(await tableSnapshot(t.db), snapshot, `${fileName}: nothing written`);
  };

  test('bad files are refused with a clear message and nothing written', async () => {
    await refusal('', 'empty.csv', /empty/);
    await refusal('\r\n\r\n', 'blank.csv', /empty/);
    await refusal('First name,Last name\r\n', 'header-only.csv', /header row but no data rows/);
    await refusal('First name,Last name\r\nAna,Silva\r\n', 'students.xlsx', /not an Excel workbook/);
    await refusal(Buffer.from('%PDF-1.7 ...'), 'students.pdf', /Only \.csv and \.xlsx/);
    await refusal(Buffer.from('PK\u0003\u0004 not really'), 'students.csv', /not text/);
    await refusal(Buffer.from('PK\u0003\u0004 broken zip'), 'students.xlsx', /could not be read/);
    await refusal(Buffer.from('whatever'), 'students.xls', /Old \.xls/);
    // "Zoë" in UTF-8 and "José" in Windows-1252 in one file.
    const mixed = Buffer.concat([
      Buffer.from('First name,Last name\r\nZo\u00eb,A\r\n', 'utf8'),
      Buffer.from('Jos\u00e9,B\r\n', 'latin1'),
    ]);
    await refusal(mixed, 'mixed.csv', /mixes two text encodings/);
    const rows = Array.from({ length: 60_000 }, (_, i) => `F${i},L${i}`).join('\r\n');
    await refusal(`First name,Last name\r\n${rows}\r\n`, 'big.csv', /more than 50,000 rows/);
  });

  test('a file over 20 MB is refused before it is read', async () => {
    const response = await client.upload('students', Buffer.alloc(21 * 1024 * 1024, 0x61), 'huge.csv');
    assert.equal(response.statusCode, 400, response.body.slice(0, 300));
    assert.match(response.json().errorMessage, /larger than 20 MB/);
  });

  test('Windows-1252, a BOM, semicolons and tabs are read; formulas stay text', async () => {
    const latin = Buffer.from('Pr\u00e9nom;Nom;Student ID\r\nJos\u00e9;M\u00fcller;IF0001\r\n', 'latin1');
    const file = await client.uploaded('students', latin, 'latin.csv');
    assert.deepEqual(file.headers, ['Prénom', 'Nom', 'Student ID']);
    const mapping = { firstName: 'Prénom', lastName: 'Nom', studentId: 'Student ID' };
    await client.run('students', { ...file, mapping });
    const [jose] = await t.db.select().from(students).where(eq(students.studentId, 'IF0001'));
    assert.deepEqual([jose.firstName, jose.lastName], ['José', 'Müller']);

    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('First name\tLast name\tStudent ID\r\n=1+2\t"@SUM(A1)"\tIF0002\r\n'),
    ]);
    const tabbed = await client.uploaded('students', bom, 'formulas.csv');
    assert.deepEqual(tabbed.headers, ['First name', 'Last name', 'Student ID']);
    await client.run('students', tabbed);
    const [formula] = await t.db.select().from(students).where(eq(students.studentId, 'IF0002'));
    assert.deepEqual([formula.firstName, formula.lastName], ['=1+2', '@SUM(A1)']);
  });

  test('an .xlsx workbook is read: text, numbers and dates', async () => {
    const bytes = await writeSheet(
      {
        name: 'Pupils',
        header: ['First name', 'Last name', 'Student ID', 'Start date', 'Hourly rate'],
        columnWidths: [10, 10, 10, 10, 10],
      },
      [['Kim', 'Park', 'IX0001', calendarDateCell('2026-02-03'), 42.5]],
    );
    const file = await client.uploaded('students', bytes, 'pupils.xlsx');
    assert.equal(file.rowCount, 1);
    const result = await client.dryRun('students', file);
    assert.deepEqual([result.created, result.refused], [1, 0], JSON.stringify(result.problems));
    await client.run('students', file);
    const [kim] = await t.db.select().from(students).where(eq(students.studentId, 'IX0001'));
    assert.deepEqual([kim.startDate, kim.hourlyRate], ['2026-02-03', '42.50']);
  });

  test('the mapping must name the required fields and columns the file has', async () => {
    const file = await client.uploaded(
      'students',
      csv([
        ['First name', 'Last name'],
        ['A', 'B'],
      ]),
    );
    for (const [mapping, message] of [
      [{ firstName: 'First name' }, /choose the column of: Last name/],
      [{ firstName: 'First name', lastName: 'Surname' }, /no column "Surname"/],
      [{ firstName: 'First name', lastName: 'Last name', shoeSize: 'Last name' }, /no field "shoeSize"/],
    ] as const) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/imports/dry-run',
        headers: await t.signIn('admin'),
        payload: { uploadId: file.uploadId, kind: 'students', mapping, matchOn: null },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().errorMessage, message);
    }
  });

  test('templates download for every kind with an example row, and import as they are', async () => {
    const admin = await t.signIn('admin');
    const kinds = (await t.inject({ method: 'GET', url: '/api/imports/kinds', headers: admin })).json().data as {
      kind: string;
    }[];
    assert.ok(kinds.length >= 1);
    for (const { kind } of kinds) {
      const response = await t.inject({ method: 'GET', url: `/api/imports/templates/${kind}`, headers: admin });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] as string, /text\/csv/);
      assert.equal(response.body.trim().split('\r\n').length, 2, `${kind}: header and one example row`);
    }
    const template = (await t.inject({ method: 'GET', url: '/api/imports/templates/students', headers: admin })).body;
    const file = await client.uploaded('students', template);
    const result = await client.dryRun('students', file);
    assert.deepEqual([result.created, result.refused], [1, 0], JSON.stringify(result.problems));
  });
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { desc, eq, inArray } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { type StudentRow, students, voucherLedgerEntries, voucherPurchases } from '../src/db/schema';
import { KEYWORD_STUDENTS_LIMIT } from '../src/modules/vouchers/voucher-keyword';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

type Purchase = {
  id: number;
  studentId: number;
  studentNumber: string;
  studentName: string;
  type: string;
  purchaseDate: string;
  comments: string | null;
  voucherAmount: string;
  giftAmount: string;
  currentBalance: string;
  createdBy: string | null;
  createdAt: string;
  reversedAt: string | null;
};

describe('voucher purchase history and export', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let admin: AuthHeader;

  const purchase = async (student: StudentRow, fields: Record<string, unknown> = {}): Promise<Purchase> => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/voucher-purchases',
      headers: operator,
      payload: {
        studentId: student.id,
        type: 'CASH',
        purchaseDate: '2026-03-02',
        voucherAmount: '100.00',
        ...fields,
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const list = async (query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url: '/api/voucher-purchases', headers: operator, query });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { success: true; data: Purchase[]; total: number; totalCapped: boolean };
  };
  const idsOf = (page: { data: Purchase[] }) => page.data.map((p) => p.id);

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  describe('the history list and its .xlsx export', () => {
    // A range of its own (2024) so the >20,000-row test's purchases (2001) stay out of it.
    let ann: StudentRow;
    let bob: StudentRow;
    const ids: Record<string, number> = {};

    before(async () => {
      ann = await insertStudent(t.db, { studentId: 'HX-0001', firstName: 'Ann', lastName: 'Lee' });
      bob = await insertStudent(t.db, {
        studentId: 'HX-0002',
        firstName: 'Bob',
        lastName: 'Annandale',
        email: 'bob.a@example.com',
        wechat: 'bobwx',
      });
      ids.a1 = (await purchase(ann, { purchaseDate: '2024-01-10', voucherAmount: '100', comments: 'first' })).id;
      ids.b1 = (await purchase(bob, { purchaseDate: '2024-01-10', voucherAmount: '40', type: 'CARD' })).id;
      ids.a2 = (await purchase(ann, { purchaseDate: '2024-02-29', voucherAmount: '60', giftAmount: '6' })).id;
      ids.b2 = (await purchase(bob, { purchaseDate: '2024-03-31', voucherAmount: '1234567.89', type: 'CHEQUE' })).id;
    });

    const in2024 = { from: '2024-01-01', to: '2024-12-31' };

    test('lists newest purchase date first, the later-recorded first within a day', async () => {
      const page = await list(in2024);
      assert.deepEqual([page.total, page.totalCapped], [4, false]);
      assert.deepEqual(idsOf(page), [ids.b2, ids.a2, ids.b1, ids.a1]);
      assert.deepEqual(
        page.data.map((p) => [p.studentNumber, p.studentName, p.currentBalance]),
        [
          ['HX-0002', 'Bob Annandale', '1234607.89'],
          ['HX-0001', 'Ann Lee', '166.00'],
          ['HX-0002', 'Bob Annandale', '40.00'],
          ['HX-0001', 'Ann Lee', '100.00'],
        ],
      );
    });

    test('from and to are inclusive; from after to is refused on "to"', async () => {
      assert.deepEqual(idsOf(await list({ from: '2024-01-10', to: '2024-02-29' })), [ids.a2, ids.b1, ids.a1]);
      assert.deepEqual(idsOf(await list({ from: '2024-02-29', to: '2024-02-29' })), [ids.a2]);
      assert.deepEqual(idsOf(await list({ from: '2024-03-01', to: '2024-03-31' })), [ids.b2]);
      const refused = await t.inject({
        method: 'GET',
        url: '/api/voucher-purchases',
        headers: operator,
        query: { from: '2024-03-01', to: '2024-02-01' },
      });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().fieldErrors, [{ field: 'to', message: 'must be on or after the "from" date' }]);
    });

    test('filters by student, type and keyword (student number, names, e-mail or WeChat id)', async () => {
      assert.deepEqual(idsOf(await list({ ...in2024, studentId: String(ann.id) })), [ids.a2, ids.a1]);
      assert.deepEqual(idsOf(await list({ ...in2024, type: 'CARD' })), [ids.b1]);
      assert.deepEqual(idsOf(await list({ ...in2024, keyword: 'hx-0002' })), [ids.b2, ids.b1]);
      assert.deepEqual(idsOf(await list({ ...in2024, keyword: 'LEE' })), [ids.a2, ids.a1]);
      // "ann" is Ann's first name and inside Bob's last name.
      assert.equal((await list({ ...in2024, keyword: 'ann' })).total, 4);
      assert.equal((await list({ ...in2024, keyword: '%' })).total, 0);
      assert.deepEqual(idsOf(await list({ ...in2024, keyword: 'bob.a@' })), [ids.b2, ids.b1]);
      assert.deepEqual(idsOf(await list({ ...in2024, keyword: 'BOBWX' })), [ids.b2, ids.b1]);
      // Within one field only: Ann's number and first name never join into one match.
      assert.equal((await list({ ...in2024, keyword: '0001Ann' })).total, 0);
    });

    test('a keyword of several words finds the students having every word in some field', async () => {
      assert.deepEqual(idsOf(await list({ ...in2024, keyword: 'Ann Lee' })), [ids.a2, ids.a1]);
      assert.deepEqual(idsOf(await list({ ...in2024, keyword: '  lee   ANN ' })), [ids.a2, ids.a1]);
      // "ann" is inside Bob's last name, "bob" his first name.
      assert.deepEqual(idsOf(await list({ ...in2024, keyword: 'ann bob' })), [ids.b2, ids.b1]);
      assert.deepEqual(idsOf(await list({ ...in2024, keyword: 'hx-0001 lee' })), [ids.a2, ids.a1]);
      assert.equal((await list({ ...in2024, keyword: 'Ann Zed' })).total, 0);
    });

    test('sorts by an allowed column and pages with a stable order', async () => {
      const byAmount = await list({ ...in2024, sort: 'voucherAmount,asc' });
      assert.deepEqual(idsOf(byAmount), [ids.b1, ids.a2, ids.a1, ids.b2]);
      const first = await list({ ...in2024, pageSize: '3', page: '1' });
      const second = await list({ ...in2024, pageSize: '3', page: '2' });
      assert.deepEqual([...idsOf(first), ...idsOf(second)], [ids.b2, ids.a2, ids.b1, ids.a1]);
      assert.equal(second.total, 4);
      for (const sort of ['constructor,asc', 'toString,asc']) {
        assert.deepEqual(idsOf(await list({ ...in2024, sort })), [ids.b2, ids.a2, ids.b1, ids.a1], sort);
      }
    });

    test("exports the filtered rows as a real .xlsx in the list's order, with numbers and dates as such", async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/voucher-purchases/export',
        headers: operator,
        query: { from: '2024-01-10', to: '2024-03-31', keyword: 'bob' },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(
        response.headers['content-type'],
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      assert.equal(
        response.headers['content-disposition'],
        'attachment; filename="voucher-purchases_2024-01-10_2024-03-31.xlsx"',
      );
      const rows = await readSheet(response.rawPayload);
      assert.deepEqual(rows, [
        [
          'Student ID',
          'Student',
          'Type',
          'Purchase date',
          'Voucher amount',
          'Gift amount',
          'Balance after',
          'Comments',
          'Recorded by',
          'Reversed on',
        ],
        // Newest first, as the list shows them.
        [
          'HX-0002',
          'Bob Annandale',
          'Cheque',
          new Date('2024-03-31T00:00:00Z'),
          1234567.89,
          0,
          1234607.89,
          null,
          'operator',
          null,
        ],
        ['HX-0002', 'Bob Annandale', 'Card', new Date('2024-01-10T00:00:00Z'), 40, 0, 40, null, 'operator', null],
      ]);
      const sorted = await t.inject({
        method: 'GET',
        url: '/api/voucher-purchases/export',
        headers: operator,
        query: { from: '2024-01-10', to: '2024-03-31', keyword: 'bob', sort: 'voucherAmount,asc' },
      });
      assert.deepEqual(
        (await readSheet(sorted.rawPayload)).slice(1).map((row) => row[4]),
        [40, 1234567.89],
      );
    });

    test('an export without a range is named after the dates it holds, and honours every filter', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/voucher-purchases/export',
        headers: operator,
        query: { studentId: String(ann.id) },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.match(response.headers['content-disposition'] as string, /voucher-purchases_2024-01-10_2024-02-29\.xlsx/);
      const rows = await readSheet(response.rawPayload);
      assert.deepEqual(
        rows.slice(1).map((row) => [row[2], row[4], row[5], row[6], row[7]]),
        [
          ['Cash', 60, 6, 166, null],
          ['Cash', 100, 0, 100, 'first'],
        ],
      );
    });

    test('an export with from after to is refused on "to"', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/voucher-purchases/export',
        headers: operator,
        query: { from: '2024-02-01', to: '2024-01-01' },
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().fieldErrors[0].field, 'to');
    });
  });

  test('a keyword finds the same purchases whether it names few students or more than are looked up first', async () => {
    // 2023: a range of its own. Students "Rarename" (2) and "Crowdname" (one more than the limit).
    const crowd = KEYWORD_STUDENTS_LIMIT + 1;
    await t.database.exec(`
      INSERT INTO students (student_id, first_name, last_name)
      SELECT 'KW-' || g, 'Kw', CASE WHEN g <= 2 THEN 'Rarename' ELSE 'Crowdname' END
      FROM generate_series(1, ${crowd + 2}) g`);
    await t.database.exec(`
      INSERT INTO voucher_purchases (student_id, type, purchase_date, voucher_amount, gift_amount, current_balance)
      SELECT id, 'CASH', DATE '2023-01-01' + (id % 300), 1, 0, 0 FROM students WHERE student_id LIKE 'KW-%'`);
    const in2023 = { from: '2023-01-01', to: '2023-12-31' };
    const expected = async (lastName: string) => {
      const rows = await t.db
        .select({ id: voucherPurchases.id })
        .from(voucherPurchases)
        .innerJoin(students, eq(students.id, voucherPurchases.studentId))
        .where(eq(students.lastName, lastName))
        .orderBy(desc(voucherPurchases.purchaseDate), desc(voucherPurchases.id));
      return rows.map((row) => row.id);
    };

    const rare = await list({ ...in2023, keyword: 'rarename' });
    assert.deepEqual([idsOf(rare), rare.total], [await expected('Rarename'), 2]);
    const crowded = await list({ ...in2023, keyword: 'crowdname', pageSize: '20', page: '2' });
    assert.deepEqual([idsOf(crowded), crowded.total], [(await expected('Crowdname')).slice(20, 40), crowd]);
    // Word by word on both paths: the students found first, and the per-row check.
    const rareFull = await list({ ...in2023, keyword: 'Kw Rarename' });
    assert.deepEqual([idsOf(rareFull), rareFull.total], [await expected('Rarename'), 2]);
    const crowdedFull = await list({ ...in2023, keyword: 'crowdname kw', pageSize: '20', page: '2' });
    assert.deepEqual([idsOf(crowdedFull), crowdedFull.total], [(await expected('Crowdname')).slice(20, 40), crowd]);
    // Both kinds combine with the other filters.
    const oneType = { ...in2023, type: 'CARD' };
    assert.equal((await list({ ...oneType, keyword: 'rarename' })).total, 0);
    assert.equal((await list({ ...oneType, keyword: 'crowdname' })).total, 0);
    assert.deepEqual(await list({ ...in2023, keyword: 'nobody-has-this' }), {
      success: true,
      data: [],
      total: 0,
      totalCapped: false,
    });
  });

  test('a reversed purchase stays in the list and the export, marked with when it was reversed', async () => {
    // 2022: a range of its own.
    const student = await insertStudent(t.db, { firstName: 'Rev', lastName: 'Ersed' });
    const kept = await purchase(student, { purchaseDate: '2022-05-01', voucherAmount: '30' });
    const mistaken = await purchase(student, { purchaseDate: '2022-05-02', voucherAmount: '100', giftAmount: '10' });
    const [giftEntry] = await t.db
      .select({ id: voucherLedgerEntries.id })
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, mistaken.id))
      .orderBy(desc(voucherLedgerEntries.id));
    const reversed = await t.inject({
      method: 'POST',
      url: `/api/ledger-entries/${giftEntry.id}/reverse`,
      headers: admin,
      payload: { reason: 'Entered twice' },
    });
    assert.equal(reversed.statusCode, 201, reversed.body);
    const reversedAt = reversed.json().entries[0].createdAt;

    const in2022 = { from: '2022-01-01', to: '2022-12-31' };
    const page = await list(in2022);
    assert.deepEqual(
      page.data.map((p) => [p.id, p.voucherAmount, p.giftAmount, p.reversedAt]),
      [
        [mistaken.id, '100.00', '10.00', reversedAt],
        [kept.id, '30.00', '0.00', null],
      ],
    );
    // Recording answers with the purchase as the list shows it: not reversed.
    assert.equal(kept.reversedAt, null);

    const response = await t.inject({
      method: 'GET',
      url: '/api/voucher-purchases/export',
      headers: operator,
      query: in2022,
    });
    assert.equal(response.statusCode, 200, response.body);
    const [header, ...rows] = await readSheet(response.rawPayload);
    assert.equal(header.at(-1), 'Reversed on');
    // The centre's local date of the reversal (the server runs in the centre's time zone).
    const local = new Date(reversedAt);
    const reversedOn = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
    assert.deepEqual(
      rows.map((row) => [row[4], row[5], row.at(-1)]),
      [
        [100, 10, reversedOn],
        [30, 0, null],
      ],
    );

    // Purchases reversed before the column existed get it from the ledger (migration 0008's backfill).
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../drizzle/0008_purchase_reversed_at.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1];
    await t.db.update(voucherPurchases).set({ reversedAt: null });
    await t.database.exec(backfill);
    const filled = await t.db
      .select({ id: voucherPurchases.id, reversedAt: voucherPurchases.reversedAt })
      .from(voucherPurchases)
      .where(inArray(voucherPurchases.id, [kept.id, mistaken.id]))
      .orderBy(voucherPurchases.id);
    assert.deepEqual(
      filled.map((row) => [row.id, row.reversedAt?.toISOString() ?? null]),
      [
        [kept.id, null],
        [mistaken.id, reversedAt],
      ],
    );
  });

  // Last: it fills the table with more purchases than an export may hold.
  test('an export over 20,000 rows is refused with the count; the list counts to 10,000 and says so', async () => {
    const student = await insertStudent(t.db);
    await t.database.exec(`
      INSERT INTO voucher_purchases (student_id, type, purchase_date, voucher_amount, gift_amount, current_balance)
      SELECT ${student.id}, 'CASH', DATE '2001-01-01' + (g % 365), 1, 0, 0 FROM generate_series(1, 20001) g`);
    const refused = await t.inject({
      method: 'GET',
      url: '/api/voucher-purchases/export',
      headers: operator,
      query: { from: '2001-01-01', to: '2001-12-31' },
    });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(refused.json().errorMessage, 'Too many rows to export (20001); narrow the date range.');
    // The list counts up to 10,000 and says so, rather than counting every row on every page.
    const page = await list({ from: '2001-01-01', to: '2001-12-31', pageSize: '5' });
    assert.deepEqual([page.total, page.totalCapped, page.data.length], [10_000, true, 5]);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { type StudentRow, users, voucherLedgerEntries } from '../src/db/schema';
import { postLedgerEntry } from '../src/modules/vouchers/ledger';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertStudent, ledgerProblems } from './helpers/records';
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

describe('voucher purchases', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let admin: AuthHeader;

  const record = (payload: Record<string, unknown>, headers = operator) =>
    t.inject({ method: 'POST', url: '/api/voucher-purchases', headers, payload });
  const purchase = async (student: StudentRow, fields: Record<string, unknown> = {}): Promise<Purchase> => {
    const response = await record({
      studentId: student.id,
      type: 'CASH',
      purchaseDate: '2026-03-02',
      voucherAmount: '100.00',
      ...fields,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  before(async () => {
    t = await createTestApp();
    const roleUsers = await insertRoleUsers(t.db);
    await t.db
      .update(users)
      .set({ firstName: 'Olive', lastName: 'Operator' })
      .where(eq(users.id, roleUsers.ROLE_OPERATOR.id));
    operator = await t.signIn('operator');
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  describe('recording', () => {
    test('a purchase with a gift posts both to the ledger and answers the new balance', async () => {
      const student = await insertStudent(t.db, { studentId: 'S-1001', firstName: 'Mia', lastName: 'Wong' });
      const created = await purchase(student, {
        type: 'E_TRANSFER',
        voucherAmount: '250.50',
        giftAmount: '25',
        comments: '  Spring promotion ',
      });
      assert.deepEqual(
        { ...created, id: 0, createdAt: '' },
        {
          id: 0,
          studentId: student.id,
          studentNumber: 'S-1001',
          studentName: 'Mia Wong',
          type: 'E_TRANSFER',
          purchaseDate: '2026-03-02',
          comments: 'Spring promotion',
          voucherAmount: '250.50',
          giftAmount: '25.00',
          currentBalance: '275.50',
          createdBy: 'Olive Operator',
          createdAt: '',
          reversedAt: null,
          // Recorded by staff: online purchases say "online" (voucher-packages.test.ts).
          source: null,
        },
      );
      const entries = await t.db
        .select()
        .from(voucherLedgerEntries)
        .where(eq(voucherLedgerEntries.purchaseId, created.id))
        .orderBy(voucherLedgerEntries.id);
      assert.deepEqual(
        entries.map((e) => [e.kind, e.amount, e.balanceAfter, e.reason]),
        [
          ['purchase', '250.50', '250.50', `Voucher purchase #${created.id}: Spring promotion`],
          ['gift', '25.00', '275.50', `Gift with voucher purchase #${created.id}`],
        ],
      );
      assert.deepEqual(await ledgerProblems(t.db), []);
    });

    test('each purchase stores the balance right after it, exactly (no float drift)', async () => {
      const student = await insertStudent(t.db);
      const balances = [];
      for (const [voucherAmount, giftAmount] of [
        ['0.10', '0'],
        ['0.20', '0.00'],
        ['33.33', '0.01'],
        ['0', '5.00'],
      ]) {
        balances.push((await purchase(student, { voucherAmount, giftAmount })).currentBalance);
      }
      assert.deepEqual(balances, ['0.10', '0.30', '33.64', '38.64']);
      const kinds = await t.db
        .select({ kind: voucherLedgerEntries.kind })
        .from(voucherLedgerEntries)
        .where(eq(voucherLedgerEntries.studentId, student.id));
      // Zero amounts post nothing: 3 purchases, 2 gifts.
      assert.deepEqual(kinds.map((k) => k.kind).sort(), ['gift', 'gift', 'purchase', 'purchase', 'purchase']);
      assert.deepEqual(await ledgerProblems(t.db), []);
    });

    test('nothing bought and nothing given is refused on voucherAmount, writing nothing', async () => {
      const student = await insertStudent(t.db);
      const before = await tableSnapshot(t.db);
      const response = await record({
        studentId: student.id,
        type: 'CASH',
        purchaseDate: '2026-03-02',
        voucherAmount: '0.00',
        giftAmount: '0',
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().fieldErrors, [
        { field: 'voucherAmount', message: 'the voucher amount or the gift amount must be more than 0' },
      ]);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('a purchase taking the balance past what it can hold is refused on its amount (422), writing nothing', async () => {
      const student = await insertStudent(t.db);
      assert.equal((await purchase(student, { voucherAmount: '9999999990.00' })).currentBalance, '9999999990.00');
      const before = await tableSnapshot(t.db);
      const refused = async (voucherAmount: string, giftAmount: string) => {
        const response = await record({
          studentId: student.id,
          type: 'CASH',
          purchaseDate: '2026-03-02',
          voucherAmount,
          giftAmount,
        });
        assert.equal(response.statusCode, 422, response.body);
        return response.json();
      };
      const tooMuch = await refused('10.00', '0');
      assert.equal(
        tooMuch.errorMessage,
        'The voucher balance cannot go above 9,999,999,999.99: the student holds 9999999990.00 and this adds 10.00.',
      );
      assert.deepEqual(tooMuch.fieldErrors, [
        { field: 'voucherAmount', message: 'would take the voucher balance above 9,999,999,999.99' },
      ]);
      // The vouchers fit, the gift does not: the purchase and its first entry are not written either.
      const giftTooMuch = await refused('9.99', '0.01');
      assert.deepEqual(
        giftTooMuch.fieldErrors.map((error: { field: string }) => error.field),
        ['giftAmount'],
      );
      assert.deepEqual(await tableSnapshot(t.db), before);
      // Up to the limit exactly is fine.
      assert.equal((await purchase(student, { voucherAmount: '9.99' })).currentBalance, '9999999999.99');
      assert.deepEqual(await ledgerProblems(t.db), []);
    });

    test('an unknown student is 404 on studentId; an inactive one is refused (422); a suspended one may buy', async () => {
      const before = await tableSnapshot(t.db);
      const unknown = await record({
        studentId: 999_999,
        type: 'CASH',
        purchaseDate: '2026-03-02',
        voucherAmount: '5',
      });
      assert.equal(unknown.statusCode, 404, unknown.body);
      assert.equal(unknown.json().fieldErrors[0].field, 'studentId');
      assert.deepEqual(await tableSnapshot(t.db), before, 'the refused purchase wrote to the database');

      const inactive = await insertStudent(t.db, { status: 'inactive' });
      const snapshot = await tableSnapshot(t.db);
      const refused = await record({
        studentId: inactive.id,
        type: 'CASH',
        purchaseDate: '2026-03-02',
        voucherAmount: '5',
      });
      assert.equal(refused.statusCode, 422, refused.body);
      assert.match(refused.json().errorMessage, /inactive/);
      assert.deepEqual(await tableSnapshot(t.db), snapshot, 'the refused purchase wrote to the database');

      const suspended = await insertStudent(t.db, { status: 'suspended' });
      assert.equal((await purchase(suspended, { voucherAmount: '5' })).currentBalance, '5.00');
    });
  });

  describe("a student's voucher summary", () => {
    test('totals purchases and gifts net of reversals, and charges as a positive amount', async () => {
      const student = await insertStudent(t.db);
      const summaryOf = async () => {
        const response = await t.inject({
          method: 'GET',
          url: `/api/students/${student.id}/voucher-summary`,
          headers: operator,
        });
        assert.equal(response.statusCode, 200, response.body);
        return response.json();
      };
      assert.deepEqual(await summaryOf(), {
        studentId: student.id,
        balance: '0.00',
        totalPurchased: '0.00',
        totalGift: '0.00',
        totalPaidFromVouchers: '0.00',
        entryCount: 0,
      });
      await purchase(student, { voucherAmount: '200', giftAmount: '20' });
      const mistake = await purchase(student, { voucherAmount: '50.25', giftAmount: '5' });
      await t.db.transaction((tx) =>
        postLedgerEntry(tx, {
          studentId: student.id,
          kind: 'charge',
          amount: '-80.10',
          reason: 'Term',
          createdBy: null,
        }),
      );
      const [mistakeEntry] = await t.db
        .select()
        .from(voucherLedgerEntries)
        .where(eq(voucherLedgerEntries.purchaseId, mistake.id));
      const reversed = await t.inject({
        method: 'POST',
        url: `/api/ledger-entries/${mistakeEntry.id}/reverse`,
        headers: admin,
        payload: { reason: 'Typed twice' },
      });
      assert.equal(reversed.statusCode, 201, reversed.body);
      assert.deepEqual(await summaryOf(), {
        studentId: student.id,
        balance: '139.90',
        totalPurchased: '200.00',
        totalGift: '20.00',
        totalPaidFromVouchers: '80.10',
        entryCount: 7,
      });
      assert.deepEqual(await ledgerProblems(t.db), []);
    });

    test('is 404 for an unknown student', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/students/987654/voucher-summary',
        headers: operator,
      });
      assert.equal(response.statusCode, 404);
    });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { type StudentRow, students, voucherLedgerEntries } from '../src/db/schema';
import { postLedgerEntry, postLessonCharges } from '../src/modules/vouchers/ledger';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertStudent, ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

type Entry = {
  id: number;
  kind: string;
  amount: string;
  balanceAfter: string;
  reason: string;
  purchaseId: number | null;
  termRegisterId: number | null;
  reversesEntryId: number | null;
  reversedByEntryId: number | null;
  createdBy: string | null;
  createdAt: string;
};

describe('voucher ledger', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;

  const buy = async (student: StudentRow, voucherAmount: string, giftAmount = '0') => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/voucher-purchases',
      headers: operator,
      payload: { studentId: student.id, type: 'CARD', purchaseDate: '2026-01-15', voucherAmount, giftAmount },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as { id: number; currentBalance: string };
  };
  const post = (student: StudentRow, payload: Record<string, unknown>, headers = admin) =>
    t.inject({ method: 'POST', url: `/api/students/${student.id}/ledger-entries`, headers, payload });
  const reverse = (entryId: number, reason = 'Entered by mistake') =>
    t.inject({ method: 'POST', url: `/api/ledger-entries/${entryId}/reverse`, headers: admin, payload: { reason } });
  const entriesOf = async (student: StudentRow, query: Record<string, string> = {}) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/students/${student.id}/ledger-entries`,
      headers: operator,
      query,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Entry[]; total: number };
  };
  const balanceOf = async (student: StudentRow) =>
    (await t.db.select().from(students).where(eq(students.id, student.id)))[0].voucherBalance;
  const charge = (student: StudentRow, amount: string) =>
    t.db.transaction((tx) =>
      postLedgerEntry(tx, { studentId: student.id, kind: 'charge', amount, reason: 'Term fee', createdBy: null }),
    );

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
  });
  after(async () => {
    assert.deepEqual(await ledgerProblems(t.db), []);
    await t.close();
  });

  test('lists a student’s entries newest first, paged, with who made each and what reversed it', async () => {
    const student = await insertStudent(t.db);
    const { id: purchaseId } = await buy(student, '100', '10');
    await charge(student, '-30');
    const first = await entriesOf(student, { pageSize: '2' });
    assert.equal(first.total, 3);
    assert.deepEqual(
      first.data.map((e) => [e.kind, e.amount, e.balanceAfter, e.createdBy]),
      [
        ['charge', '-30.00', '80.00', null],
        ['gift', '10.00', '110.00', 'operator'],
      ],
    );
    const second = await entriesOf(student, { pageSize: '2', page: '2' });
    assert.deepEqual(
      second.data.map((e) => [e.kind, e.purchaseId, e.reversedByEntryId]),
      [['purchase', purchaseId, null]],
    );
    const unknown = await t.inject({ method: 'GET', url: '/api/students/999999/ledger-entries', headers: operator });
    assert.equal(unknown.statusCode, 404);
  });

  describe('refunds and adjustments (administrators)', () => {
    test('a refund is entered positive, stored negative, with its reason', async () => {
      const student = await insertStudent(t.db);
      await buy(student, '50');
      const response = await post(student, { kind: 'refund', amount: '20.25', reason: 'Family moved away' });
      assert.equal(response.statusCode, 201, response.body);
      assert.deepEqual(
        (({ kind, amount, balanceAfter, reason, createdBy }) => ({ kind, amount, balanceAfter, reason, createdBy }))(
          response.json(),
        ),
        { kind: 'refund', amount: '-20.25', balanceAfter: '29.75', reason: 'Family moved away', createdBy: 'admin' },
      );
      assert.equal(await balanceOf(student), '29.75');
    });

    test('adjustments go either way', async () => {
      const student = await insertStudent(t.db);
      const up = await post(student, { kind: 'adjustment', amount: '12.34', reason: 'Opening balance' });
      assert.equal(up.statusCode, 201, up.body);
      const down = await post(student, { kind: 'adjustment', amount: '-2.34', reason: 'Counted twice' });
      assert.equal(down.json().balanceAfter, '10.00');
    });

    test('neither may take the balance below zero (422, nothing written); an exact zero is fine', async () => {
      const student = await insertStudent(t.db);
      await buy(student, '10');
      const before = await tableSnapshot(t.db);
      for (const payload of [
        { kind: 'refund', amount: '10.01', reason: 'Too much back' },
        { kind: 'adjustment', amount: '-10.01', reason: 'Too much off' },
      ]) {
        const response = await post(student, payload);
        assert.equal(response.statusCode, 422, response.body);
        assert.match(response.json().errorMessage, /cannot go below zero/);
      }
      assert.deepEqual(await tableSnapshot(t.db), before);
      const exact = await post(student, { kind: 'refund', amount: '10', reason: 'Everything back' });
      assert.equal(exact.json().balanceAfter, '0.00');
    });

    test('a refused posting changes nothing, even for a caller that catches the error and commits', async () => {
      const student = await insertStudent(t.db);
      await buy(student, '5');
      const before = await tableSnapshot(t.db);
      await t.db.transaction(async (tx) => {
        await assert.rejects(
          postLedgerEntry(tx, {
            studentId: student.id,
            kind: 'refund',
            amount: '-6',
            reason: 'Too much',
            createdBy: null,
          }),
          /cannot go below zero: the student holds 5.00 and this takes away 6/,
        );
      });
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('a posting taking the balance past what numeric(12,2) holds is refused (422 on amount), writing nothing', async () => {
      const student = await insertStudent(t.db);
      const top = await post(student, { kind: 'adjustment', amount: '9999999999.00', reason: 'Opening balance' });
      assert.equal(top.statusCode, 201, top.body);
      const before = await tableSnapshot(t.db);
      const over = await post(student, { kind: 'adjustment', amount: '1.00', reason: 'One too many' });
      assert.equal(over.statusCode, 422, over.body);
      assert.equal(
        over.json().errorMessage,
        'The voucher balance cannot go above 9,999,999,999.99: the student holds 9999999999.00 and this adds 1.00.',
      );
      assert.deepEqual(over.json().fieldErrors, [
        { field: 'amount', message: 'would take the voucher balance above 9,999,999,999.99' },
      ]);
      assert.deepEqual(await tableSnapshot(t.db), before);
      assert.equal(
        (await post(student, { kind: 'adjustment', amount: '0.99', reason: 'Up to the top' })).statusCode,
        201,
      );
    });

    test('a charge past the lowest balance that can be held is refused, even for a caller that catches and commits', async () => {
      const student = await insertStudent(t.db);
      await charge(student, '-9999999999.99');
      const before = await tableSnapshot(t.db);
      await t.db.transaction(async (tx) => {
        await assert.rejects(
          postLedgerEntry(tx, {
            studentId: student.id,
            kind: 'charge',
            amount: '-0.01',
            reason: 'Fee',
            createdBy: null,
          }),
          {
            status: 422,
            message: /cannot go below -9,999,999,999\.99: the student holds -9999999999\.99 and this takes away 0\.01/,
          },
        );
      });
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('a charge may take the balance below zero; adding vouchers to a debt is allowed, taking more is not', async () => {
      const student = await insertStudent(t.db);
      await charge(student, '-40');
      assert.equal(await balanceOf(student), '-40.00');
      const topUp = await post(student, { kind: 'adjustment', amount: '15', reason: 'Goodwill credit' });
      assert.equal(topUp.json().balanceAfter, '-25.00');
      const refund = await post(student, { kind: 'refund', amount: '1', reason: 'Not while owing' });
      assert.equal(refund.statusCode, 422);
    });

    test('an operator may not refund or adjust (403); an unknown student is 404', async () => {
      const student = await insertStudent(t.db);
      const refused = await post(student, { kind: 'adjustment', amount: '5', reason: 'Just because' }, operator);
      assert.equal(refused.statusCode, 403);
      const unknown = await t.inject({
        method: 'POST',
        url: '/api/students/999999/ledger-entries',
        headers: admin,
        payload: { kind: 'adjustment', amount: '5', reason: 'Nobody here' },
      });
      assert.equal(unknown.statusCode, 404);
    });
  });

  describe('reversals (administrators)', () => {
    const entryIds = async (purchaseId: number) =>
      (
        await t.db
          .select({ id: voucherLedgerEntries.id })
          .from(voucherLedgerEntries)
          .where(eq(voucherLedgerEntries.purchaseId, purchaseId))
          .orderBy(voucherLedgerEntries.id)
      ).map((row) => row.id);

    test('reversing a purchase reverses its gift too, and shows on both entries', async () => {
      const student = await insertStudent(t.db);
      await buy(student, '30');
      const { id: purchaseId } = await buy(student, '100', '10');
      const [purchaseEntry, giftEntry] = await entryIds(purchaseId);
      const response = await reverse(giftEntry, 'Card payment bounced');
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json();
      assert.equal(body.balance, '30.00');
      assert.deepEqual(
        body.entries.map((e: Entry) => [e.kind, e.amount, e.reversesEntryId, e.reason]),
        [
          ['adjustment', '-100.00', purchaseEntry, 'Card payment bounced'],
          ['adjustment', '-10.00', giftEntry, 'Card payment bounced'],
        ],
      );
      const listed = await entriesOf(student);
      const reversedBy = Object.fromEntries(listed.data.map((e) => [e.id, e.reversedByEntryId]));
      assert.equal(reversedBy[purchaseEntry], body.entries[0].id);
      assert.equal(reversedBy[giftEntry], body.entries[1].id);

      const before = await tableSnapshot(t.db);
      for (const again of [purchaseEntry, giftEntry]) {
        const refused = await reverse(again);
        assert.equal(refused.statusCode, 422);
        assert.equal(refused.json().errorMessage, 'This ledger entry has already been reversed.');
      }
      const ofReversal = await reverse(body.entries[0].id);
      assert.equal(ofReversal.statusCode, 422);
      assert.match(ofReversal.json().errorMessage, /itself a reversal/);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('a reversal that would take the balance below zero is refused, writing nothing', async () => {
      const student = await insertStudent(t.db);
      const { id: purchaseId } = await buy(student, '100', '5');
      await charge(student, '-90');
      const before = await tableSnapshot(t.db);
      const refused = await reverse((await entryIds(purchaseId))[0]);
      assert.equal(refused.statusCode, 422, refused.body);
      assert.match(refused.json().errorMessage, /cannot go below zero/);
      assert.deepEqual(await tableSnapshot(t.db), before);
    });

    test('refunds and adjustments can be reversed; charges are undone from their term register', async () => {
      const student = await insertStudent(t.db);
      await buy(student, '60');
      const refund = (await post(student, { kind: 'refund', amount: '20', reason: 'Wrong student' })).json();
      const reversedRefund = await reverse(refund.id);
      assert.equal(reversedRefund.json().balance, '60.00');
      const adjustment = (await post(student, { kind: 'adjustment', amount: '5', reason: 'Typo credit' })).json();
      assert.equal((await reverse(adjustment.id)).json().balance, '60.00');

      const charged = await charge(student, '-10');
      const refused = await reverse(charged.id);
      assert.equal(refused.statusCode, 422);
      assert.match(refused.json().errorMessage, /term register or lesson/);
      assert.equal((await reverse(999_999)).statusCode, 404);
    });
  });

  describe("one lesson's charges in one statement", () => {
    const lessonCharges = (studentIds: number[]) =>
      t.db.transaction((tx) =>
        postLessonCharges(tx, { studentIds, price: '12.50', reason: 'Lesson #1', scheduleId: 1, createdBy: null }),
      );

    test('each student is charged once, in any order given; a charge may go below zero', async () => {
      const [funded, empty] = [await insertStudent(t.db), await insertStudent(t.db)];
      await buy(funded, '50');
      const posted = await lessonCharges([empty.id, funded.id, empty.id]);
      assert.deepEqual(posted.map((entry) => entry.balanceAfter).sort(), ['-12.50', '37.50']);
      assert.deepEqual([await balanceOf(funded), await balanceOf(empty)], ['37.50', '-12.50']);
      const charges = await t.db.select().from(voucherLedgerEntries).where(eq(voucherLedgerEntries.scheduleId, 1));
      assert.deepEqual(
        charges.map((e) => [e.studentId, e.kind, e.amount]).sort(),
        [
          [funded.id, 'charge', '-12.50'],
          [empty.id, 'charge', '-12.50'],
        ].sort(),
      );
    });

    test('an unknown student is 404 and nobody is charged', async () => {
      const student = await insertStudent(t.db);
      const before = await tableSnapshot(t.db);
      await assert.rejects(lessonCharges([student.id, 999_999]), { status: 404 });
      assert.deepEqual(await tableSnapshot(t.db), before);
      assert.deepEqual(await lessonCharges([]), []);
    });
  });
});

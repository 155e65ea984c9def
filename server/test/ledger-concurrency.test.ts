/**
 * Concurrent postings to ONE student lose nothing. On PGlite (one connection) the burst is serialised
 * by the driver; on PostgreSQL (DATABASE_URL) it is truly concurrent over the pool, which is where the
 * row lock in ledger.ts earns its keep.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { students, termRegisters, voucherLedgerEntries } from '../src/db/schema';
import { postLedgerEntry } from '../src/modules/vouchers/ledger';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { cents, formatCents, insertCourse, insertStudent, insertTerm, ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('ledger under concurrency', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  test('70 concurrent purchases, gifts, refunds, adjustments and charges at one student add up exactly', async () => {
    const student = await insertStudent(t.db);
    const bystander = await insertStudent(t.db);
    const course = await insertCourse(t.db);
    // A student is registered in a term once, so each concurrent registration gets its own term.
    const terms = await Promise.all(Array.from({ length: 10 }, () => insertTerm(t.db, { courseId: course.id })));

    const inject = (payload: object, url: string, headers: AuthHeader) =>
      t.inject({ method: 'POST', url, headers, payload });
    const purchase = (studentId: number) =>
      inject(
        { studentId, type: 'CASH', purchaseDate: '2026-02-01', voucherAmount: '10.10', giftAmount: '1.01' },
        '/api/voucher-purchases',
        operator,
      );
    const manual = (kind: string, amount: string) =>
      inject({ kind, amount, reason: `Concurrent ${kind}` }, `/api/students/${student.id}/ledger-entries`, admin);
    // Charges are made by term registers: straight through the ledger, in the caller's transaction.
    const charge = () =>
      t.db.transaction((tx) =>
        postLedgerEntry(tx, {
          studentId: student.id,
          kind: 'charge',
          amount: '-7.77',
          reason: 'Lesson',
          createdBy: null,
        }),
      );
    // Like paying a new term register: a row referencing the student is inserted BEFORE the posting.
    const registerAndCharge = (termId: number) =>
      t.db.transaction(async (tx) => {
        const [register] = await tx
          .insert(termRegisters)
          .values({
            termId,
            studentId: student.id,
            paymentType: 'VOUCHER',
            price: '4.44',
            createDate: '2026-02-01',
          })
          .returning();
        return postLedgerEntry(tx, {
          studentId: student.id,
          kind: 'charge',
          amount: '-4.44',
          reason: `Term register #${register.id}`,
          termRegisterId: register.id,
          createdBy: null,
        });
      });

    // An opening balance large enough that no ordering of the burst takes a refund below zero.
    assert.equal((await manual('adjustment', '1000.00')).statusCode, 201);

    const operations: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) operations.push(purchase(student.id), charge());
    for (let i = 0; i < 10; i++) {
      operations.push(
        manual('refund', '3.33'),
        manual('adjustment', i % 2 ? '2.50' : '-1.25'),
        registerAndCharge(terms[i].id),
        purchase(bystander.id),
      );
    }
    const results = await Promise.all(operations);
    for (const result of results) {
      if ((result as LightMyRequestResponse).statusCode !== undefined) {
        assert.equal((result as LightMyRequestResponse).statusCode, 201, (result as LightMyRequestResponse).body);
      }
    }

    const expected =
      cents('1000.00') +
      20n * (cents('10.10') + cents('1.01')) +
      20n * cents('-7.77') +
      10n * cents('-3.33') +
      5n * (cents('2.50') + cents('-1.25')) +
      10n * cents('-4.44');
    const [row] = await t.db.select().from(students).where(eq(students.id, student.id));
    assert.equal(row.voucherBalance, formatCents(expected));

    const entries = await t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.studentId, student.id))
      .orderBy(voucherLedgerEntries.id);
    // 1 opening + 20 × (purchase + gift) + 20 charges + 10 refunds + 10 adjustments + 10 register charges.
    assert.equal(entries.length, 91);
    assert.equal(entries.at(-1)?.balanceAfter, formatCents(expected));
    // Each balanceAfter is the running sum in id order, and the cached balance is the sum: nothing lost.
    assert.deepEqual(await ledgerProblems(t.db), []);
    // Each posting started from the balance the one before it left: no two postings read the same balance.
    for (let i = 1; i < entries.length; i++) {
      assert.equal(
        cents(entries[i].balanceAfter),
        cents(entries[i - 1].balanceAfter) + cents(entries[i].amount),
        `entry ${entries[i].id} did not start from the balance entry ${entries[i - 1].id} left`,
      );
    }
    // A purchase's own entries are adjacent (its transaction held the student throughout), and the
    // purchase's currentBalance is the balance right after its gift.
    const purchases = results
      .filter((r): r is LightMyRequestResponse => (r as LightMyRequestResponse).statusCode !== undefined)
      .map((r) => r.json())
      .filter((body) => body.studentId === student.id && body.currentBalance !== undefined);
    assert.equal(purchases.length, 20);
    for (const bought of purchases) {
      const index = entries.findIndex((e) => e.purchaseId === bought.id);
      assert.deepEqual(
        [entries[index].kind, entries[index + 1].kind, entries[index + 1].purchaseId],
        ['purchase', 'gift', bought.id],
      );
      assert.equal(bought.currentBalance, entries[index + 1].balanceAfter);
    }
    const [other] = await t.db.select().from(students).where(eq(students.id, bystander.id));
    assert.equal(other.voucherBalance, formatCents(10n * (cents('10.10') + cents('1.01'))));
  });

  test('ten concurrent reversals of one purchase: exactly one succeeds, the balance moves once', async () => {
    const student = await insertStudent(t.db);
    const bought = await t.inject({
      method: 'POST',
      url: '/api/voucher-purchases',
      headers: operator,
      payload: {
        studentId: student.id,
        type: 'CARD',
        purchaseDate: '2026-02-01',
        voucherAmount: '80',
        giftAmount: '8',
      },
    });
    const [entry] = await t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, bought.json().id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.inject({
          method: 'POST',
          url: `/api/ledger-entries/${entry.id}/reverse`,
          headers: admin,
          payload: { reason: 'Card declined' },
        }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 422, 422, 422, 422, 422, 422, 422, 422, 422]);
    const [row] = await t.db.select().from(students).where(eq(students.id, student.id));
    assert.equal(row.voucherBalance, '0.00');
    assert.deepEqual(await ledgerProblems(t.db), []);
  });
});

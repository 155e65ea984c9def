import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { billingInvoices, voucherLedgerEntries } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent, insertTerm } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
const MARCH = { from: '2025-03-01', to: '2025-03-31' };

type Line = { account: string; debit: string; credit: string };
type Entry = { date: string; kind: string; narration: string; lines: Line[] };
type Journal = {
  currency: string;
  accounts: { key: string; code: string; name: string }[];
  entries: Entry[];
  reconciliation: Record<string, string | boolean>;
};
const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * A generated month (March 2025) of every kind of money movement, posted through the API: purchases
 * with gifts (one reversed), lessons confirmed by their teacher and one corrected, a refund, an
 * adjustment, a term paid in cash and a vendor invoice paid. Then the journal of the month and of a
 * range running to today must balance entry by entry and reconcile with the students' balances.
 */
describe('accounting journals on a generated month', () => {
  let t: TestApp;
  let admin: AuthHeader;
  const get = async (url: string, query: Record<string, string>, headers = admin) => {
    const response = await t.inject({ method: 'GET', url, query, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response;
  };
  const journalOf = async (query: Record<string, string>) =>
    (await get('/api/accounting/journal', query)).json() as Journal;
  const post = async (url: string, payload: object, status = 200) => {
    const response = await t.inject({ method: 'POST', url, headers: admin, payload });
    assert.equal(response.statusCode, status, `${url}: ${response.body}`);
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    const teacher = await insertTeacher(t.db, { hourlyRate: '30.00' });
    const teacherHeaders = await t.signIn(teacher.login);
    const course = await insertCourse(t.db);
    const ann = await insertStudent(t.db, { firstName: 'Ann' });
    const bob = await insertStudent(t.db, { firstName: 'Bob' });

    await post(
      '/api/voucher-purchases',
      { studentId: ann.id, type: 'CASH', purchaseDate: '2025-02-20', voucherAmount: '50.00' },
      201,
    );
    await post(
      '/api/voucher-purchases',
      { studentId: ann.id, type: 'CARD', purchaseDate: '2025-03-03', voucherAmount: '200.00', giftAmount: '20.00' },
      201,
    );
    await post(
      '/api/voucher-purchases',
      { studentId: bob.id, type: 'CASH', purchaseDate: '2025-03-03', voucherAmount: '100.00' },
      201,
    );
    const mistaken = await post(
      '/api/voucher-purchases',
      { studentId: bob.id, type: 'CHEQUE', purchaseDate: '2025-03-10', voucherAmount: '30.00', giftAmount: '5.00' },
      201,
    );
    const [mistakenEntry] = await t.db
      .select({ id: voucherLedgerEntries.id })
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, mistaken.id));
    await post(`/api/ledger-entries/${mistakenEntry.id}/reverse`, { reason: 'Entered twice' }, 201);

    const lesson = (day: number, studentIds: number[]) =>
      insertLesson(t.db, {
        teacherId: teacher.id,
        courseId: course.id,
        studentIds,
        startTime: local(2025, 3, day, 10),
        endTime: local(2025, 3, day, 11),
        price: '40.00',
        teacherHourlyRate: '30.00',
      });
    const given = await lesson(5, [ann.id, bob.id]);
    const corrected = await lesson(12, [ann.id]);
    for (const { id } of [given, corrected]) {
      const response = await t.inject({
        method: 'POST',
        url: `/api/teacher-confirmations/${id}/confirm-unchanged`,
        headers: teacherHeaders,
      });
      assert.equal(response.statusCode, 200, response.body);
    }
    const correction = await t.inject({
      method: 'PUT',
      url: `/api/schedules/${corrected.id}/confirmation`,
      headers: admin,
      payload: {
        teacherStartTime: corrected.startTime.toISOString(),
        teacherEndTime: corrected.endTime.toISOString(),
        attendance: [{ studentId: ann.id, attendance: 'PRESENT' }],
        price: '25.00',
        teacherHourlyRate: '36.00',
        reason: 'Shorter lesson agreed',
      },
    });
    assert.equal(correction.statusCode, 200, correction.body);

    await post(
      `/api/students/${ann.id}/ledger-entries`,
      { kind: 'refund', amount: '15.00', reason: 'Moving away' },
      201,
    );
    await post(
      `/api/students/${bob.id}/ledger-entries`,
      { kind: 'adjustment', amount: '-2.50', reason: 'Counted twice' },
      201,
    );
    const term = await insertTerm(t.db, { courseId: course.id, teacherId: teacher.id });
    const register = await post(
      '/api/term-registers',
      { termId: term.id, studentId: bob.id, paymentType: 'CASH', price: '120.00' },
      201,
    );
    const paid = await t.inject({
      method: 'POST',
      url: `/api/term-registers/${register.id}/pay`,
      headers: admin,
      payload: {},
    });
    assert.equal(paid.statusCode, 200, paid.body);
    await t.db.insert(billingInvoices).values({
      invoiceDate: '2025-03-01',
      dueDate: '2025-03-15',
      periodStart: '2025-02-01',
      periodEnd: '2025-02-28',
      status: 'PAID',
      quantity: 2,
      rangeFrom: 1,
      unitPrice: '10.00',
      subtotal: '20.00',
      minimumCharge: '0.00',
      credit: '0.00',
      totalBeforeTax: '20.00',
      taxRate: '13.000',
      tax: '2.60',
      total: '22.60',
      currency: 'CAD',
      paidAt: local(2025, 3, 14, 9),
    });
  });

  after(() => t.close());

  test('every entry balances, and the month reconciles: opening + sold + gifted − used − refunded + adjusted = balances', async () => {
    for (const range of [MARCH, { from: '2025-03-01', to: new Date().toISOString().slice(0, 10) }]) {
      const journal = await journalOf(range);
      assert.ok(journal.entries.length > 0);
      for (const entry of journal.entries) {
        const debit = entry.lines.reduce((sum, line) => sum + cents(line.debit), 0);
        const credit = entry.lines.reduce((sum, line) => sum + cents(line.credit), 0);
        assert.equal(debit, credit, `${entry.narration} balances`);
        assert.ok(debit > 0, `${entry.narration} moves something`);
      }
      assert.equal(journal.reconciliation.holds, true, JSON.stringify(journal.reconciliation));
      assert.equal(journal.reconciliation.closing, journal.reconciliation.balancesAtEnd);
    }
    const march = await journalOf(MARCH);
    assert.deepEqual(
      { ...march.reconciliation, holds: undefined },
      {
        opening: '50.00',
        sold: '300.00',
        gifted: '20.00',
        used: '105.00',
        refunded: '0.00',
        adjusted: '0.00',
        imported: '0.00',
        closing: '265.00',
        balancesAtEnd: '265.00',
        journalMovement: '215.00',
        holds: undefined,
      },
    );
  });

  test('each kind posts to the accounts the mapping documents', async () => {
    const march = await journalOf(MARCH);
    const entry = (date: string, kind: string) => {
      const found = march.entries.find((candidate) => candidate.date === date && candidate.kind === kind);
      assert.ok(found, `${kind} on ${date}`);
      return found.lines.map((line) => `${line.account} ${line.debit}/${line.credit}`);
    };
    assert.deepEqual(entry('2025-03-03', 'voucherSales'), ['cash 300.00/0.00', 'deferredRevenue 0.00/300.00']);
    assert.deepEqual(entry('2025-03-03', 'voucherGifts'), ['giftExpense 20.00/0.00', 'deferredRevenue 0.00/20.00']);
    assert.deepEqual(entry('2025-03-05', 'vouchersUsed'), ['deferredRevenue 80.00/0.00', 'tuitionRevenue 0.00/80.00']);
    // The corrected lesson: 40.00 charged, reversed and 25.00 charged again, all on the lesson's day.
    assert.deepEqual(entry('2025-03-12', 'vouchersUsed'), ['deferredRevenue 25.00/0.00', 'tuitionRevenue 0.00/25.00']);
    // 30.00 an hour for an hour, then the correction's 36.00: the day nets to 36.00.
    assert.deepEqual(entry('2025-03-12', 'teacherPay'), ['wagesExpense 36.00/0.00', 'wagesPayable 0.00/36.00']);
    assert.deepEqual(entry('2025-03-14', 'vendorInvoices'), ['softwareExpense 22.60/0.00', 'cash 0.00/22.60']);
    // The purchase and its reversal on its purchase date cancel out: no entry that day.
    assert.equal(march.entries.filter((candidate) => candidate.date === '2025-03-10').length, 0);
    const today = await journalOf({ from: '2025-03-01', to: new Date().toISOString().slice(0, 10) });
    const kinds = new Set(today.entries.map((candidate) => candidate.kind));
    for (const kind of ['voucherRefunds', 'voucherAdjustments', 'termFees']) assert.ok(kinds.has(kind), kind);
  });

  test('the files have exactly the columns the importers document, and parse back to the journal', async () => {
    const march = await journalOf(MARCH);
    const lines = march.entries.flatMap((entry) => entry.lines.map((line) => ({ entry, line })));
    const file = async (format: string) => (await get('/api/accounting/journal/export', { ...MARCH, format })).body;

    const xero = parse(await file('xero'), { columns: true, bom: true }) as Record<string, string>[];
    assert.deepEqual(Object.keys(xero[0]), [
      '*Narration',
      '*Date',
      'Description',
      '*AccountCode',
      '*TaxRate',
      '*Amount',
      'TrackingName1',
      'TrackingOption1',
      'TrackingName2',
      'TrackingOption2',
    ]);
    assert.equal(xero.length, lines.length);
    assert.equal(xero[0]['*Date'], `${march.entries[0].date.slice(8, 10)}/03/2025`);
    const byNarration = new Map<string, number>();
    for (const row of xero)
      byNarration.set(row['*Narration'], (byNarration.get(row['*Narration']) ?? 0) + cents(row['*Amount']));
    for (const [narration, sum] of byNarration)
      assert.equal(sum, 0, `${narration} sums to zero in Xero's signed amounts`);
    assert.ok(xero.every((row) => /^\d{4}$/.test(row['*AccountCode'])));

    const qbo = parse(await file('quickbooks-online'), { columns: true }) as Record<string, string>[];
    assert.deepEqual(Object.keys(qbo[0]), [
      'Journal No',
      'Journal Date',
      'Account Name',
      'Debits',
      'Credits',
      'Description',
      'Name',
    ]);
    assert.equal(qbo.length, lines.length);
    assert.match(qbo[0]['Journal Date'], /^03\/\d\d\/2025$/);
    const byJournal = new Map<string, number>();
    for (const row of qbo)
      byJournal.set(
        row['Journal No'],
        (byJournal.get(row['Journal No']) ?? 0) + cents(row.Debits || '0') - cents(row.Credits || '0'),
      );
    assert.equal(byJournal.size, march.entries.length);
    for (const [number, sum] of byJournal) assert.equal(sum, 0, `journal ${number} balances`);

    const iif = (await file('iif')).split('\r\n').filter(Boolean);
    assert.deepEqual(iif.slice(0, 3), [
      '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO',
      '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO',
      '!ENDTRNS',
    ]);
    assert.equal(iif.filter((line) => line.startsWith('TRNS\t')).length, march.entries.length);
    assert.equal(iif.filter((line) => line === 'ENDTRNS').length, march.entries.length);
    let open = 0;
    for (const line of iif.slice(3)) {
      if (line === 'ENDTRNS') {
        assert.equal(open, 0, 'each IIF transaction sums to zero');
        continue;
      }
      open += cents(line.split('\t')[5]);
    }
  });

  test("the centre's own account codes and names are used, audited, and refused when two would clash", async () => {
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/accounting/accounts',
      headers: admin,
      payload: { accounts: [{ key: 'deferredRevenue', code: '2450', name: 'Unearned tuition, "prepaid"' }] },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const xero = parse((await get('/api/accounting/journal/export', { ...MARCH, format: 'xero' })).body, {
      columns: true,
    }) as Record<string, string>[];
    assert.ok(xero.some((row) => row['*AccountCode'] === '2450' && row.Description === 'Unearned tuition, "prepaid"'));

    const clash = await t.inject({
      method: 'PUT',
      url: '/api/accounting/accounts',
      headers: admin,
      payload: { accounts: [{ key: 'cash', code: '2450', name: 'Bank' }] },
    });
    assert.equal(clash.statusCode, 400, clash.body);
    assert.deepEqual(clash.json().fieldErrors, [
      { field: 'accounts.0.code', message: 'is already the code of Deferred revenue - prepaid vouchers' },
    ]);
    const accounts = (await get('/api/accounting/accounts', {})).json() as { key: string; code: string }[];
    assert.equal(accounts.find((account) => account.key === 'cash')?.code, '1000', 'nothing written');

    const formula = await t.inject({
      method: 'PUT',
      url: '/api/accounting/accounts',
      headers: admin,
      payload: { accounts: [{ key: 'cash', code: '1001', name: '=HYPERLINK("x")' }] },
    });
    assert.equal(formula.statusCode, 400, formula.body);
    const audit = await get('/api/audit-log', { page: '1', pageSize: '5' });
    assert.ok(audit.body.includes('Accounting accounts saved'), audit.body);
  });
});

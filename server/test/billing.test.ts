/** Vendor billing through the API: plan, cycle, period-end invoices, credit, manual invoices, overdue. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import { billingCreditEntries, billingInvoices, billingTestCharges, students } from '../src/db/schema';
import { addDays, todayOf } from '../src/modules/billing/billing-periods';
import { runBillingPeriodEnd } from '../src/modules/billing/period-end';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { PLAN } from './helpers/billing';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('vendor billing', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let system: AuthHeader;
  let teacher: AuthHeader;
  const today = todayOf(new Date());
  const deps = () => ({ provider: t.app.paymentProvider, publicUrl: 'http://localhost:8000' });

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    system = await t.signIn('system');
    teacher = await t.signIn('teacher');
  });
  after(() => t.close());

  const post = (url: string, payload?: object, headers = system) => t.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = system) => t.inject({ method: 'GET', url, headers });

  test('no plan, no cycle: "Currently no billing cycle!" and starting one needs a plan', async () => {
    assert.deepEqual((await get('/api/billing/cycle')).json(), { cycle: null });
    const stop = await post('/api/billing/cycle/stop');
    assert.equal(stop.statusCode, 404);
    assert.equal(stop.json().errorMessage, 'Currently no billing cycle!');
    const start = await post('/api/billing/cycle', { startDate: today });
    assert.equal(start.statusCode, 422, start.body);
  });

  test('the plan is kept; ranges must be contiguous', async () => {
    const saved = await t.inject({ method: 'PUT', url: '/api/billing/price-plan', headers: system, payload: PLAN });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().taxRate, '13.000');
    const gap = await t.inject({
      method: 'PUT',
      url: '/api/billing/price-plan',
      headers: system,
      payload: {
        ...PLAN,
        chargeRanges: [
          { from: 1, to: 2, unitPrice: '1' },
          { from: 4, to: null, unitPrice: '1' },
        ],
      },
    });
    assert.equal(gap.statusCode, 400);
    assert.equal(gap.json().fieldErrors[0].message, 'range 2 must start at 3 students');
  });

  test('a cycle cannot start earlier than one month back, and only one is active', async () => {
    const early = await post('/api/billing/cycle', {
      startDate: dayjs().subtract(1, 'month').subtract(1, 'day').format('YYYY-MM-DD'),
    });
    assert.equal(early.statusCode, 400);
    assert.deepEqual(early.json().fieldErrors, [
      { field: 'startDate', message: 'Billing cycle cannot be earlier than one month!' },
    ]);
    const [first, second] = await Promise.all([
      post('/api/billing/cycle', { startDate: today }),
      post('/api/billing/cycle', { startDate: today }),
    ]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [201, 409]);
    const { cycle } = (await get('/api/billing/cycle', admin)).json();
    assert.equal(cycle.startDate, today);
    assert.equal(cycle.nextInvoiceDate, dayjs(today).add(1, 'month').format('YYYY-MM-DD'));
    const stopped = await post('/api/billing/cycle/stop');
    assert.deepEqual(stopped.json(), { cycle: null });
  });

  test('period end: each ended period invoiced once with the students active in it, credit used, charged once', async () => {
    // History: A active all along, B inactive before the cycle, C joined in the second period,
    // D suspended before and active again for a day in the first period.
    const start = dayjs().subtract(20, 'day');
    const before = start.subtract(3, 'month').toDate();
    const a = await insertStudent(t.db, { createdAt: before });
    const b = await insertStudent(t.db, { createdAt: before });
    const d = await insertStudent(t.db, { createdAt: before });
    await t.db.update(students).set({ status: 'inactive' }).where(eq(students.id, b.id));
    await t.db.update(students).set({ status: 'suspended' }).where(eq(students.id, d.id));
    await t.db.execute(sql`update student_status_events set at = ${start.subtract(1, 'month').toISOString()}::timestamptz
      where student_id in (${b.id}, ${d.id}) and status <> 'active'`);
    await t.db.execute(sql`insert into student_status_events (student_id, status, at) values
      (${d.id}, 'active', ${start.add(3, 'day').toISOString()}::timestamptz),
      (${d.id}, 'suspended', ${start.add(4, 'day').toISOString()}::timestamptz)`);
    const c = await insertStudent(t.db, { createdAt: start.add(1, 'month').add(2, 'day').toDate() });
    await t.db.execute(
      sql`delete from student_status_events where student_id not in (${a.id}, ${b.id}, ${c.id}, ${d.id})`,
    );

    await post('/api/billing/credit-entries', { type: 'ADD', amount: '5.00', comments: 'Welcome' });
    const started = await post('/api/billing/cycle', { startDate: start.format('YYYY-MM-DD') });
    assert.equal(started.statusCode, 201, started.body);
    await t.inject({
      method: 'PUT',
      url: '/api/billing/card/test',
      headers: admin,
      payload: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
    });

    // Two months later, three processes run the period end at once.
    const later = start.add(2, 'month').add(1, 'day').toDate();
    const runs = await Promise.all([1, 2, 3].map(() => runBillingPeriodEnd(t.db, later, deps())));
    assert.equal(runs.flatMap((run) => run.created).length, 2, JSON.stringify(runs));
    await runBillingPeriodEnd(t.db, later, deps());
    const invoices = await t.db.select().from(billingInvoices).orderBy(billingInvoices.periodStart);
    assert.equal(invoices.length, 2);

    const [first, second] = invoices;
    assert.equal(first.periodStart, start.format('YYYY-MM-DD'));
    assert.equal(first.quantity, 2, 'A and D (active for a day)');
    assert.equal(second.quantity, 2, 'A and C');
    // First: 2 × 10.00 = 20.00, credit 5.00 → 15.00, tax 1.95 → 16.95.
    assert.deepEqual(
      [first.subtotal, first.credit, first.totalBeforeTax, first.tax, first.total],
      ['20.00', '5.00', '15.00', '1.95', '16.95'],
    );
    assert.equal(first.dueDate, addDays(first.invoiceDate, 14));
    assert.equal(second.credit, '0.00');
    assert.deepEqual(
      invoices.map((i) => i.status),
      ['PAID', 'PAID'],
    );
    const charges = await t.db.select().from(billingTestCharges);
    assert.equal(charges.length, 2, 'each invoice charged once');
    assert.deepEqual(charges.map((ch) => ch.amount).sort(), ['16.95', '22.60']);

    const detail = (await get(`/api/billing/invoices/${first.id}`, admin)).json();
    assert.deepEqual(detail.students.map((s: { studentId: number }) => s.studentId).sort(), [a.id, d.id].sort());
    assert.equal(detail.chargeRange, '1–2');
    assert.equal(detail.invoiceNumber, `INV-${String(first.id).padStart(6, '0')}`);

    const history = (await get('/api/billing/credit-entries', admin)).json();
    assert.deepEqual(
      history.data.map((e: { type: string; balanceAfter: string }) => [e.type, e.balanceAfter]),
      [
        ['INVOICE_CHARGE', '0.00'],
        ['ADD', '5.00'],
      ],
    );
    assert.equal(history.data[0].invoiceNumber, detail.invoiceNumber);

    const schedule = (await get('/api/billing/schedule')).json();
    // Today the first period is still running: the run above looked two months ahead.
    assert.deepEqual(schedule.past, []);
    assert.equal(schedule.coming.length, 6);
    assert.deepEqual(
      schedule.coming.slice(0, 3).map((p: { invoiceId: number }) => p.invoiceId),
      [first.id, second.id, null],
    );

    const pdf = await get(`/api/billing/invoices/${first.id}/pdf`, admin);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.ok(pdf.rawPayload.subarray(0, 5).toString() === '%PDF-');
    await post('/api/billing/cycle/stop');
  });

  test('credit: add, set, subtract; never below zero; the balance is the sum of its entries', async () => {
    const set = await post('/api/billing/credit-entries', { type: 'ADJUST', amount: '100.00', comments: 'Goodwill' });
    assert.equal(set.statusCode, 201, set.body);
    assert.equal(set.json().balanceAfter, '100.00');
    await post('/api/billing/credit-entries', { type: 'SUBTRACT', amount: '30.50' });
    const tooMuch = await post('/api/billing/credit-entries', { type: 'SUBTRACT', amount: '70.00' });
    assert.equal(tooMuch.statusCode, 422);
    const zero = await post('/api/billing/credit-entries', { type: 'ADD', amount: '0' });
    assert.equal(zero.statusCode, 400);
    assert.equal((await get('/api/billing/overview', admin)).json().creditBalance, '69.50');
    const [{ sum }] = (
      await t.db.execute<{ sum: string }>(
        sql`select coalesce(sum(change), 0)::numeric(12,2)::text as sum from billing_credit_entries`,
      )
    ).rows;
    assert.equal(sum, '69.50');
    await post('/api/billing/credit-entries', { type: 'ADJUST', amount: '0', comments: 'Reset' });
  });

  test('manual invoice: quantity and overlap messages; nothing written on refusal', async () => {
    const bad = await post('/api/billing/invoices', {
      periodStart: '2030-01-01',
      periodEnd: '2030-01-31',
      quantity: 0,
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().fieldErrors, [
      { field: 'quantity', message: 'Invalid input quantity, please check again!' },
    ]);
    const ok = await post('/api/billing/invoices', { periodStart: '2030-01-01', periodEnd: '2030-01-31', quantity: 3 });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.deepEqual(
      [ok.json().kind, ok.json().subtotal, ok.json().total, ok.json().status],
      ['MANUAL', '24.00', '27.12', 'UNPAID'],
    );
    const count = (await t.db.select().from(billingInvoices)).length;
    const overlap = await post('/api/billing/invoices', {
      periodStart: '2030-01-31',
      periodEnd: '2030-02-10',
      quantity: 3,
    });
    assert.equal(overlap.statusCode, 409);
    assert.equal(overlap.json().errorMessage, 'Invoice date overlapped, please try again!');
    assert.equal((await t.db.select().from(billingInvoices)).length, count);
    assert.equal(
      (await post('/api/billing/invoices', { periodStart: '2030-02-01', periodEnd: '2030-02-28', quantity: 3 }, admin))
        .statusCode,
      403,
    );
  });

  test('overdue after the grace period: administrators see what is owed, teachers only that it is', async () => {
    assert.equal((await get('/api/billing/overdue', admin)).json().overdue, false);
    const [row] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.periodStart, '2030-01-01'));
    await t.db
      .update(billingInvoices)
      .set({ dueDate: addDays(today, -8) })
      .where(eq(billingInvoices.id, row.id));
    const forAdmin = (await get('/api/billing/overdue', admin)).json();
    assert.equal(forAdmin.overdue, true);
    assert.deepEqual(
      forAdmin.invoices.map((i: { id: number }) => i.id),
      [row.id],
    );
    const forTeacher = (await get('/api/billing/overdue', teacher)).json();
    assert.deepEqual([forTeacher.overdue, forTeacher.invoices], [true, []]);
    await t.db
      .update(billingInvoices)
      .set({ dueDate: addDays(today, -7) })
      .where(eq(billingInvoices.id, row.id));
    assert.equal((await get('/api/billing/overdue', admin)).json().overdue, false, 'within the grace period');
    await t.db.delete(billingCreditEntries).where(eq(billingCreditEntries.invoiceId, row.id));
  });
});

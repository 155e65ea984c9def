/**
 * Card payments with the built-in test provider: Stripe's test cards, the authentication page, and
 * paying exactly once (concurrent clicks, a repeated completion, a crash in the middle of a charge).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, like, sql } from 'drizzle-orm';
import { billingInvoices, billingTestCharges } from '../src/db/schema';
import { idempotencyKeyOf } from '../src/modules/billing/payments/charge';
import { runBillingPeriodEnd } from '../src/modules/billing/period-end';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { PLAN } from './helpers/billing';
import { insertRoleUsers } from './helpers/users';

describe('card payments (test provider)', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let system: AuthHeader;
  let month = 0;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    system = await t.signIn('system');
    await t.inject({ method: 'PUT', url: '/api/billing/price-plan', headers: system, payload: PLAN });
  });
  after(() => t.close());

  /** A new unpaid manual invoice (3 students: 24.00 + 13% = 27.12) in a month of its own. */
  async function newInvoice(): Promise<number> {
    month++;
    const start = `2031-${String(month).padStart(2, '0')}-01`;
    const response = await t.inject({
      method: 'POST',
      url: '/api/billing/invoices',
      headers: system,
      payload: { periodStart: start, periodEnd: start.replace(/01$/, '20'), quantity: 3 },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id;
  }
  const saveCard = (number: string, extra: object = {}) =>
    t.inject({
      method: 'PUT',
      url: '/api/billing/card/test',
      headers: admin,
      payload: { number, expMonth: 12, expYear: 2099, cvc: '123', ...extra },
    });
  const pay = (id: number, headers = admin) =>
    t.inject({ method: 'POST', url: `/api/billing/invoices/${id}/pay`, headers, payload: {} });
  const chargesFor = (id: number) =>
    t.db
      .select()
      .from(billingTestCharges)
      .where(like(billingTestCharges.idempotencyKey, `invoice-${id}-%`));

  test('paying without a card on file is refused', async () => {
    const id = await newInvoice();
    const response = await pay(id);
    assert.equal(response.statusCode, 422);
    assert.match(response.json().errorMessage, /Failed to charge invoice: there is no card on file/);
  });

  test('cards are checked as Stripe test mode does and only brand, last four and expiry are kept', async () => {
    const wrong = await saveCard('4242424242424241');
    assert.deepEqual(wrong.json().fieldErrors, [{ field: 'number', message: 'Your card number is incorrect.' }]);
    const expired = await saveCard('4242424242424242', { expYear: 2020 });
    assert.deepEqual(expired.json().fieldErrors, [{ field: 'expYear', message: 'Your card has expired.' }]);
    const saved = await saveCard('4242 4242 4242 4242');
    assert.deepEqual(saved.json().card, { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
    const stored = JSON.stringify((await t.db.execute(sql`select * from billing_accounts`)).rows);
    assert.ok(!stored.includes('424242424242'), stored);
    assert.ok(!stored.includes('123'.padStart(4, '"')), 'no CVC');
  });

  test("a declined card and one without funds fail with the provider's message; the invoice stays payable", async () => {
    const id = await newInvoice();
    await saveCard('4000000000000002');
    const declined = (await pay(id)).json();
    assert.deepEqual(
      [declined.outcome, declined.invoice.status, declined.invoice.failureMessage],
      ['FAILED', 'FAILED', 'Your card was declined.'],
    );
    await saveCard('4000000000009995');
    const poor = (await pay(id)).json();
    assert.equal(poor.invoice.failureMessage, 'Your card has insufficient funds.');
    await saveCard('4242424242424242');
    const paid = (await pay(id)).json();
    assert.deepEqual([paid.outcome, paid.invoice.status, paid.invoice.failureMessage], ['PAID', 'PAID', null]);
    assert.deepEqual(
      (await chargesFor(id)).map((c) => c.idempotencyKey),
      [1, 2, 3].map((n) => idempotencyKeyOf(id, n)),
    );
    const again = (await pay(id, system)).json();
    assert.equal(again.outcome, 'PAID');
    assert.equal((await chargesFor(id)).length, 3, 'paying a paid invoice charges nothing');
  });

  test('ten clicks at once charge once', async () => {
    const id = await newInvoice();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => pay(id, i % 2 ? admin : system)));
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    const charges = await chargesFor(id);
    assert.equal(charges.length, 1);
    assert.equal(charges[0].amount, '27.12');
    const [row] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    assert.equal(row.status, 'PAID');
  });

  test('a card that needs authentication goes through the local page and back to /redirectUrlPage, once', async () => {
    const id = await newInvoice();
    await saveCard('4000002500003155');
    const first = (await pay(id)).json();
    assert.equal(first.outcome, 'REQUIRES_ACTION');
    assert.match(first.invoice.actionUrl, /^\/api\/billing\/test-provider\/challenges\/[0-9a-f]{48}$/);
    assert.equal((await pay(id)).json().outcome, 'REQUIRES_ACTION', 'a second click waits for the same step');
    const page = await t.inject({ method: 'GET', url: first.invoice.actionUrl });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Amount: <strong>\$27\.12 CAD<\/strong>/);
    const submit = () =>
      t.inject({
        method: 'POST',
        url: first.invoice.actionUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'result=complete',
      });
    const done = await submit();
    assert.equal(done.statusCode, 303);
    assert.equal(done.headers.location, `http://localhost:8000/redirectUrlPage?invoice=${id}`);
    assert.equal((await submit()).statusCode, 303, 'submitting twice is harmless');
    const detail = (await t.inject({ method: 'GET', url: `/api/billing/invoices/${id}`, headers: admin })).json();
    assert.deepEqual([detail.status, detail.actionUrl], ['PAID', null]);
    assert.equal((await chargesFor(id)).length, 1);
  });

  test('a failed authentication leaves the invoice failed with the reason', async () => {
    const id = await newInvoice();
    const first = (await pay(id)).json();
    await t.inject({
      method: 'POST',
      url: first.invoice.actionUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    const detail = (await t.inject({ method: 'GET', url: `/api/billing/invoices/${id}`, headers: admin })).json();
    assert.equal(detail.status, 'FAILED');
    assert.match(detail.failureMessage, /unable to authenticate/);
  });

  test('after a crash mid-charge the attempt is finished later with the same key: charged once', async () => {
    await saveCard('4242424242424242');
    const id = await newInvoice();
    // The process claimed attempt 1 and the provider charged it, then the process died before recording.
    const claimedAt = (minutesAgo: number) =>
      t.db
        .update(billingInvoices)
        .set({ status: 'PROCESSING', chargeAttempt: 1, chargeStartedAt: new Date(Date.now() - minutesAgo * 60 * 1000) })
        .where(eq(billingInvoices.id, id));
    await claimedAt(1);
    await t.app.paymentProvider.charge({
      invoiceId: id,
      attempt: 1,
      amountCents: 2712n,
      currency: 'CAD',
      paymentMethod: 'pm_card_visa',
      customer: null,
      idempotencyKey: idempotencyKeyOf(id, 1),
      offSession: true,
      returnUrl: 'http://localhost:8000/redirectUrlPage',
    });
    assert.equal((await pay(id)).json().outcome, 'PROCESSING', 'a recent attempt is left to finish');
    await claimedAt(10);
    const run = await runBillingPeriodEnd(t.db, new Date(), {
      provider: t.app.paymentProvider,
      publicUrl: 'http://localhost:8000',
    });
    assert.ok(run.charged.includes(id));
    const [row] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    assert.deepEqual([row.status, row.chargeAttempt], ['PAID', 1]);
    assert.equal((await chargesFor(id)).length, 1);
  });
});

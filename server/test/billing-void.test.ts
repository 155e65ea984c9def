/**
 * Issue 31 items 3 and 14: a system user voids an invoice made by mistake (with a reason, audited, its
 * credit returned through the credit ledger; a card-paid one cannot be), and the invoice PDF names its
 * issuer (the vendor's name, address and tax number, kept with the price plan).
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { auditEvents, billingCreditEntries } from '../src/db/schema';
import { todayOf } from '../src/modules/billing/billing-periods';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { PLAN } from './helpers/billing';
import { insertRoleUsers } from './helpers/users';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pdfTextOf(pdf: Buffer) {
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('voiding an invoice; the issuer on the invoice PDF', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let system: AuthHeader;
  let month = 0;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    system = await t.signIn('system');
    const plan = await t.inject({ method: 'PUT', url: '/api/billing/price-plan', headers: system, payload: PLAN });
    assert.equal(plan.statusCode, 200, plan.body);
  });
  after(() => t.close());

  const post = (url: string, payload: object, headers = system) => t.inject({ method: 'POST', url, headers, payload });
  const balance = async () => (await t.inject({ method: 'GET', url: '/api/billing/overview', headers: system })).json();

  /** A manual invoice (3 students: 24.00 before credit) in a month of its own. */
  async function newInvoice(quantity = 3) {
    month++;
    const start = `2032-${String(month).padStart(2, '0')}-01`;
    const response = await post('/api/billing/invoices', {
      periodStart: start,
      periodEnd: start.replace(/01$/, '20'),
      quantity,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  }

  test('the server refuses a fractional or text quantity with the spec message and writes nothing', async () => {
    for (const quantity of [2.5, '2.5']) {
      const response = await post('/api/billing/invoices', {
        periodStart: '2033-01-01',
        periodEnd: '2033-01-31',
        quantity,
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json().fieldErrors, [
        { field: 'quantity', message: 'Invalid input quantity, please check again!' },
      ]);
    }
    const list = await t.inject({ method: 'GET', url: '/api/billing/invoices', headers: system });
    assert.equal(list.json().total, 0);
  });

  test('void: system users only, a reason required; the credit it used comes back; audited', async () => {
    await post('/api/billing/credit-entries', { type: 'ADD', amount: '5.00', comments: 'Goodwill' });
    const invoice = await newInvoice();
    assert.deepEqual([invoice.credit, invoice.status, (await balance()).creditBalance], ['5.00', 'UNPAID', '0.00']);

    assert.equal((await post(`/api/billing/invoices/${invoice.id}/void`, { reason: 'Typo' }, admin)).statusCode, 403);
    const blank = await post(`/api/billing/invoices/${invoice.id}/void`, { reason: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json().fieldErrors, [{ field: 'reason', message: 'is required' }]);

    const voided = await post(`/api/billing/invoices/${invoice.id}/void`, { reason: 'Wrong quantity: 30 not 3' });
    assert.equal(voided.statusCode, 200, voided.body);
    assert.deepEqual([voided.json().status, voided.json().voidReason], ['VOID', 'Wrong quantity: 30 not 3']);
    assert.ok(voided.json().voidedAt);
    assert.equal((await balance()).creditBalance, '5.00');
    const entries = await t.db
      .select()
      .from(billingCreditEntries)
      .where(eq(billingCreditEntries.invoiceId, invoice.id))
      .orderBy(billingCreditEntries.id);
    assert.deepEqual(
      entries.map((entry) => [entry.type, entry.change, entry.balanceAfter]),
      [
        ['INVOICE_CHARGE', '-5.00', '0.00'],
        ['ADD', '5.00', '5.00'],
      ],
    );
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'invoice'), eq(auditEvents.recordId, invoice.id)));
    assert.equal(event.action, 'invoice.void');
    assert.equal(event.summary, `${invoice.invoiceNumber} voided: Wrong quantity: 30 not 3`);
    const log = await t.inject({
      method: 'GET',
      url: '/api/audit-log',
      query: { recordType: 'invoice', recordId: String(invoice.id) },
      headers: admin,
    });
    assert.equal(log.statusCode, 200, log.body);
    assert.equal(log.json().data[0].action, 'invoice.void');

    // A void invoice is owed nothing: not payable, not voided twice, never overdue, its dates free again.
    const pay = await post(`/api/billing/invoices/${invoice.id}/pay`, {}, admin);
    assert.equal(pay.statusCode, 422);
    assert.equal(pay.json().errorMessage, 'This invoice is void: nothing is owed.');
    assert.equal((await post(`/api/billing/invoices/${invoice.id}/void`, { reason: 'Again' })).statusCode, 409);
    const again = await post('/api/billing/invoices', {
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      quantity: 30,
    });
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.json().credit, '5.00', 'the returned credit is used by the corrected invoice');
  });

  test('a void invoice is not overdue', async () => {
    const invoice = await newInvoice();
    await post(`/api/billing/invoices/${invoice.id}/void`, { reason: 'Made twice' });
    const overdue = await t.inject({ method: 'GET', url: '/api/billing/overdue', headers: admin });
    assert.ok(!overdue.json().invoices.some((i: { id: number }) => i.id === invoice.id));
    const { isOverdue } = await import('../src/modules/billing/invoice-records');
    assert.equal(isOverdue({ status: 'VOID', dueDate: '2000-01-01' }, todayOf(new Date())), false);
  });

  test('a card-paid invoice cannot be voided, and says so; one settled wholly by credit can', async () => {
    const card = await t.inject({
      method: 'PUT',
      url: '/api/billing/card/test',
      headers: admin,
      payload: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    assert.equal(card.statusCode, 200, card.body);
    const paid = await newInvoice();
    const pay = await post(`/api/billing/invoices/${paid.id}/pay`, {}, admin);
    assert.equal(pay.json().outcome, 'PAID', pay.body);
    const refused = await post(`/api/billing/invoices/${paid.id}/void`, { reason: 'Mistake' });
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().errorMessage, /^A paid invoice cannot be voided/);

    await post('/api/billing/credit-entries', { type: 'ADJUST', amount: '100.00' });
    const byCredit = await newInvoice(1);
    assert.deepEqual([byCredit.status, byCredit.total, byCredit.credit], ['PAID', '0.00', '15.00']);
    const voided = await post(`/api/billing/invoices/${byCredit.id}/void`, { reason: 'Not ours' });
    assert.equal(voided.statusCode, 200, voided.body);
    assert.equal((await balance()).creditBalance, '100.00');
  });

  test("the invoice PDF names the issuer set with the price plan, and a void invoice's PDF says VOID", async () => {
    const issuer = {
      ...PLAN,
      issuerName: 'Centre Admin Software Inc.',
      issuerAddress: '100 King St W\nToronto ON M5X 1A9',
      issuerTaxNumber: '123456789 RT0001',
    };
    const saved = await t.inject({ method: 'PUT', url: '/api/billing/price-plan', headers: system, payload: issuer });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().issuerTaxNumber, '123456789 RT0001');
    const plan = await t.inject({ method: 'GET', url: '/api/billing/price-plan', headers: admin });
    assert.equal(plan.json().issuerName, 'Centre Admin Software Inc.');

    const invoice = await newInvoice();
    await post(`/api/billing/invoices/${invoice.id}/void`, { reason: 'Entered twice' });
    const pdf = await t.inject({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/pdf`, headers: admin });
    assert.equal(pdf.statusCode, 200);
    const text = await pdfTextOf(pdf.rawPayload);
    for (const part of [
      'Centre Admin Software Inc.',
      '100 King St W',
      'Toronto ON M5X 1A9',
      'Tax number: 123456789 RT0001',
      'VOID: Entered twice',
    ])
      assert.ok(text.includes(part), `"${part}" in: ${text}`);
    assert.match(text, /Status:\s+Void/);

    // Leaving the issuer out of the plan clears it (the form always sends it).
    const cleared = await t.inject({ method: 'PUT', url: '/api/billing/price-plan', headers: system, payload: PLAN });
    assert.equal(cleared.json().issuerName, null);
  });
});

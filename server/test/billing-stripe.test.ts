/**
 * The Stripe provider through the official SDK, pointed at a local fake of the endpoints it calls
 * (customers, setup intents, payment intents), and webhooks signed by the SDK's own test helper.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { billingInvoices } from '../src/db/schema';
import { saveStripeCard } from '../src/modules/billing/card.service';
import { createStripeProvider } from '../src/modules/billing/payments/stripe-provider';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { PLAN } from './helpers/billing';
import { fakeStripe, WEBHOOK_SECRET } from './helpers/fake-stripe';
import { insertRoleUsers } from './helpers/users';

describe('Stripe provider (official SDK against a local fake)', () => {
  const fake = fakeStripe();
  let t: TestApp;
  let admin: AuthHeader;
  let system: AuthHeader;
  let month = 0;
  const signer = new Stripe('sk_test_signer_only');

  before(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    const provider = createStripeProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
    t = await createTestApp({ paymentProvider: provider });
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    system = await t.signIn('system');
    await t.inject({ method: 'PUT', url: '/api/billing/price-plan', headers: system, payload: PLAN });
  });
  after(async () => {
    await t.close();
    fake.server.close();
  });

  async function newInvoice() {
    month++;
    const day = `2032-${String(month).padStart(2, '0')}-01`;
    const response = await t.inject({
      method: 'POST',
      url: '/api/billing/invoices',
      headers: system,
      payload: { periodStart: day, periodEnd: day, quantity: 3 },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as number;
  }
  /** Saves the administrator's card as Stripe would have, its payment method chosen from the fake's test cards. */
  const useCard = (last4: string, paymentMethod: string) =>
    saveStripeCard(t.db, { brand: 'visa', last4, expMonth: 1, expYear: 2099, paymentMethod, customer: 'cus_fake1' });
  const pay = (id: number) =>
    t.inject({ method: 'POST', url: `/api/billing/invoices/${id}/pay`, headers: admin, payload: {} });
  const webhook = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    return t.inject({
      method: 'POST',
      url: '/api/billing/stripe-webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };

  test('a card is saved through a SetupIntent; only brand, last four and expiry are kept', async () => {
    const setup = await t.inject({ method: 'POST', url: '/api/billing/card-setup', headers: admin });
    assert.deepEqual(setup.json(), {
      provider: 'stripe',
      clientSecret: 'seti_fake1_secret_abc',
      publishableKey: 'pk_test_fake',
    });
    assert.equal(fake.seen.find((s) => s.path === '/v1/setup_intents')?.form.get('usage'), 'off_session');
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/billing/card/stripe',
      headers: admin,
      payload: { setupIntentId: 'seti_fake1' },
    });
    assert.deepEqual(saved.json().card, { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031 });
    const overview = (await t.inject({ method: 'GET', url: '/api/billing/overview', headers: admin })).json();
    assert.deepEqual([overview.provider, overview.stripePublishableKey], ['stripe', 'pk_test_fake']);
    const test = await t.inject({
      method: 'PUT',
      url: '/api/billing/card/test',
      headers: admin,
      payload: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
    });
    assert.equal(test.statusCode, 422, 'test cards are refused when Stripe serves');
  });

  test('an invoice is charged with a confirmed PaymentIntent under its idempotency key; a retried request charges once', async () => {
    const id = await newInvoice();
    fake.failNextIntent();
    const before = fake.intentsCreated();
    const paid = (await pay(id)).json();
    assert.deepEqual([paid.outcome, paid.invoice.status], ['PAID', 'PAID']);
    const requests = fake.seen.filter(
      (s) => s.path === '/v1/payment_intents' && s.idempotencyKey === `invoice-${id}-attempt-1`,
    );
    assert.equal(requests.length, 2, 'the SDK retried the failed request with the same key');
    assert.equal(fake.intentsCreated() - before, 1, 'one PaymentIntent');
    const form = requests[1].form;
    assert.deepEqual(
      [
        form.get('amount'),
        form.get('currency'),
        form.get('confirm'),
        form.get('customer'),
        form.get('payment_method'),
        form.get('off_session'),
      ],
      ['2712', 'cad', 'true', 'cus_fake1', 'pm_fake_visa', null],
    );
    assert.equal(form.get('return_url'), `http://localhost:8000/redirectUrlPage?invoice=${id}`);
  });

  test("a decline records Stripe's message", async () => {
    await useCard('0002', 'pm_card_chargeDeclined');
    const id = await newInvoice();
    const result = (await pay(id)).json();
    assert.deepEqual([result.outcome, result.invoice.failureMessage], ['FAILED', 'Your card was declined.']);
  });

  test('authentication: the redirect URL is shown, and a signed webhook (sent twice) marks the invoice paid', async () => {
    await useCard('3155', 'pm_card_authenticationRequired');
    const id = await newInvoice();
    const result = (await pay(id)).json();
    assert.equal(result.outcome, 'REQUIRES_ACTION');
    assert.match(result.invoice.actionUrl, /^https:\/\/hooks\.stripe\.com\/3d_secure\/pi_fake\d+$/);
    const [row] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: row.providerPayment,
          object: 'payment_intent',
          status: 'succeeded',
          metadata: { invoiceId: String(id) },
        },
      },
    };
    const forged = await webhook(event, 't=1,v1=0000');
    assert.equal(forged.statusCode, 400);
    assert.equal(
      (await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id)))[0].status,
      'REQUIRES_ACTION',
    );
    for (let i = 0; i < 2; i++) assert.equal((await webhook(event)).statusCode, 200);
    const [after] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    assert.deepEqual([after.status, after.failureMessage], ['PAID', null]);
    const late = await webhook({
      ...event,
      type: 'payment_intent.payment_failed',
      data: { object: { ...event.data.object, last_payment_error: { message: 'Late' } } },
    });
    assert.equal(late.statusCode, 200);
    assert.equal(
      (await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id)))[0].status,
      'PAID',
      'a paid invoice stays paid',
    );
  });
  test("Stripe's cancellation of an abandoned authentication fails the invoice, which can then be paid again", async () => {
    await useCard('3155', 'pm_card_authenticationRequired');
    const id = await newInvoice();
    assert.equal((await pay(id)).json().outcome, 'REQUIRES_ACTION');
    const [waiting] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    const canceled = {
      id: 'evt_canceled',
      object: 'event',
      type: 'payment_intent.canceled',
      data: {
        object: {
          id: waiting.providerPayment,
          object: 'payment_intent',
          status: 'canceled',
          metadata: { invoiceId: String(id), attempt: String(waiting.chargeAttempt) },
        },
      },
    };
    for (let i = 0; i < 2; i++) assert.equal((await webhook(canceled)).statusCode, 200);
    const [failed] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    assert.deepEqual(
      [failed.status, failed.failureMessage, failed.actionUrl],
      ['FAILED', 'The payment was cancelled before it was completed: the card was not charged.', null],
    );

    await useCard('4242', 'pm_fake_visa');
    const again = (await pay(id)).json();
    assert.equal(again.outcome, 'PAID', JSON.stringify(again));
    assert.equal((await webhook(canceled)).statusCode, 200);
    const [paid] = await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    assert.equal(paid.status, 'PAID', "a replay of the old attempt's cancellation leaves the paid invoice paid");
  });
});

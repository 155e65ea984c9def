/**
 * Stripe delivers webhooks late, more than once and in no order (issue 30, item 1). An invoice whose
 * first attempt was declined is paid again; the old attempt's `payment_intent.payment_failed`, the new
 * attempt's `payment_intent.succeeded` and Stripe's answer to the Pay reach the server in every order.
 * Whatever the order the invoice ends PAID by the new PaymentIntent, a later Pay charges nothing, and a
 * replay of every event changes nothing. The Stripe SDK talks to a local fake (helpers/fake-stripe.ts)
 * that holds the new charge's answer until the test lets it go.
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
import { type FakeIntent, fakeStripe, WEBHOOK_SECRET } from './helpers/fake-stripe';
import { insertRoleUsers } from './helpers/users';

type Step = 'failedOld' | 'payStarts' | 'succeededNew' | 'payAnswered';

/** Every order of the four steps in which the Pay starts before its answer and before its intent's event. */
function orders(): Step[][] {
  const steps: Step[] = ['failedOld', 'payStarts', 'succeededNew', 'payAnswered'];
  const all: Step[][] = [];
  const permute = (done: Step[], left: Step[]) => {
    if (left.length === 0) all.push(done);
    for (const step of left)
      permute(
        [...done, step],
        left.filter((other) => other !== step),
      );
  };
  permute([], steps);
  return all.filter(
    (order) =>
      order.indexOf('payStarts') < order.indexOf('succeededNew') &&
      order.indexOf('payStarts') < order.indexOf('payAnswered'),
  );
}

const card = (paymentMethod: string) => ({
  brand: 'visa',
  last4: paymentMethod === 'pm_fake_visa' ? '4242' : '0002',
  expMonth: 1,
  expYear: 2099,
  paymentMethod,
  customer: 'cus_fake1',
});

describe('Stripe events in any order (one charge per invoice)', () => {
  const fake = fakeStripe();
  const signer = new Stripe('sk_test_signer_only');
  let t: TestApp;
  let admin: AuthHeader;
  let system: AuthHeader;
  let month = 0;

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
    const day = `2033-${String(month).padStart(2, '0')}-01`;
    const response = await t.inject({
      method: 'POST',
      url: '/api/billing/invoices',
      headers: system,
      payload: { periodStart: day, periodEnd: day, quantity: 3 },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as number;
  }
  const pay = (id: number) =>
    t.inject({ method: 'POST', url: `/api/billing/invoices/${id}/pay`, headers: admin, payload: {} });
  const invoiceRow = async (id: number) =>
    (await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id)))[0];
  const intentsOf = (id: number) => fake.created.filter((intent) => intent.metadata.invoiceId === String(id));

  /** A signed webhook as Stripe sends it: the PaymentIntent with the metadata billing gave it. */
  async function webhook(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intent: FakeIntent) {
    const payload = JSON.stringify({
      id: `evt_${type}_${intent.id}`,
      object: 'event',
      type,
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
          metadata: intent.metadata,
          ...(type === 'payment_intent.payment_failed' && {
            last_payment_error: { message: 'Your card was declined.' },
          }),
        },
      },
    });
    const response = await t.inject({
      method: 'POST',
      url: '/api/billing/stripe-webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  /** An invoice whose first attempt was declined, then a good card saved: what each order starts from. */
  async function declinedOnce() {
    await saveStripeCard(t.db, card('pm_card_chargeDeclined'));
    const id = await newInvoice();
    const first = (await pay(id)).json();
    assert.equal(first.outcome, 'FAILED');
    const [old] = intentsOf(id);
    await saveStripeCard(t.db, card('pm_fake_visa'));
    return { id, old };
  }

  for (const order of orders()) {
    test(order.join(' → '), async () => {
      const { id, old } = await declinedOnce();
      let held: ReturnType<typeof fake.holdNextIntent> | undefined;
      let paying: ReturnType<typeof pay> | undefined;
      let fresh: FakeIntent | undefined;
      const run: Record<Step, () => Promise<void>> = {
        failedOld: () => webhook('payment_intent.payment_failed', old),
        payStarts: async () => {
          held = fake.holdNextIntent();
          paying = pay(id);
          fresh = await held.intent;
        },
        succeededNew: () => webhook('payment_intent.succeeded', fresh as FakeIntent),
        payAnswered: async () => {
          held?.release();
          assert.equal((await paying)?.statusCode, 200);
        },
      };
      for (const step of order) await run[step]();

      const settled = await invoiceRow(id);
      assert.deepEqual(
        [settled.status, settled.providerPayment, settled.failureMessage],
        ['PAID', fresh?.id, null],
        'the new attempt paid the invoice',
      );
      const again = (await pay(id)).json();
      assert.equal(again.outcome, 'PAID', 'the next Pay finds the invoice paid');

      // Stripe delivers again, and someone presses Pay again: nothing moves, nothing is charged.
      await webhook('payment_intent.payment_failed', old);
      await webhook('payment_intent.succeeded', fresh as FakeIntent);
      await webhook('payment_intent.payment_failed', old);
      assert.equal((await pay(id)).json().outcome, 'PAID');
      assert.equal((await invoiceRow(id)).status, 'PAID');
      assert.deepEqual(
        intentsOf(id).map((intent) => intent.status),
        ['requires_payment_method', 'succeeded'],
        'one declined attempt, one charge',
      );
    });
  }

  test("an event moves only the attempt it names: the old attempt's failure leaves a new attempt waiting", async () => {
    const { id, old } = await declinedOnce();
    const held = fake.holdNextIntent();
    const paying = pay(id);
    await held.intent;
    await webhook('payment_intent.payment_failed', old);
    const waiting = await invoiceRow(id);
    assert.deepEqual([waiting.status, waiting.chargeAttempt], ['PROCESSING', 2]);
    held.release();
    assert.equal((await paying).json().outcome, 'PAID');
  });

  test("the new attempt's own failure fails the invoice, and a later success of any of its attempts pays it", async () => {
    await saveStripeCard(t.db, card('pm_card_chargeDeclined'));
    const id = await newInvoice();
    assert.equal((await pay(id)).json().outcome, 'FAILED');
    assert.equal((await pay(id)).json().outcome, 'FAILED');
    const [first, second] = intentsOf(id);
    await webhook('payment_intent.payment_failed', second);
    assert.equal((await invoiceRow(id)).status, 'FAILED');
    // The first attempt's money arrives after all (Stripe confirmed it later): the payment is recorded.
    await webhook('payment_intent.succeeded', first);
    const paid = await invoiceRow(id);
    assert.deepEqual([paid.status, paid.providerPayment], ['PAID', first.id]);
    await saveStripeCard(t.db, card('pm_fake_visa'));
    assert.equal((await pay(id)).json().outcome, 'PAID');
    assert.equal(intentsOf(id).length, 2, 'no third charge');
  });
});

/**
 * Buying vouchers online through the REAL Stripe provider (the official SDK) pointed at the local fake
 * of Stripe's API the billing tests use, with the centre's own keys saved in Centre Settings while the
 * vendor's billing keys are also set: a payment confirmed twice (the signed webhook and the redirect
 * return, in both orders, each replayed) records one purchase, one gift and one ledger move; a declined
 * or abandoned payment records nothing; a webhook whose signature does not match is refused unwritten.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { students, voucherLedgerEntries, voucherOrders, voucherPurchases } from '../src/db/schema';
import { sweepLostCharges } from '../src/modules/voucher-packages/voucher-orders.service';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { fakeStripe, WEBHOOK_SECRET } from './helpers/fake-stripe';
import { insertFamily } from './helpers/families';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const CENTRE = { secret: 'sk_test_centreOwn', publishable: 'pk_test_centreOwn', webhook: 'whsec_centre_own' };
const VENDOR = { secret: 'sk_test_vendorBilling', publishable: 'pk_test_vendorBilling', webhook: WEBHOOK_SECRET };
/** The fake's payment methods: one that succeeds, one Stripe declines, one that needs 3-D Secure. */
const VISA = 'pm_card_visa';
const DECLINED = 'pm_card_chargeDeclined';
const THREE_D = 'pm_card_authenticationRequired';

describe('buying vouchers online through Stripe (official SDK against a local fake)', () => {
  const fake = fakeStripe();
  const signer = new Stripe('sk_test_signer_only');
  let t: TestApp;
  let parent: AuthHeader;
  let studentId: number;
  let packageId: number;

  before(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    // The vendor's own billing keys are set too: the portal must not use them.
    t = await createTestApp({
      env: {
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
        STRIPE_SECRET_KEY: VENDOR.secret,
        STRIPE_PUBLISHABLE_KEY: VENDOR.publishable,
        STRIPE_WEBHOOK_SECRET: VENDOR.webhook,
      },
    });
    await insertRoleUsers(t.db);
    const admin = await t.signIn('admin');
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/online-payment-settings',
      headers: admin,
      payload: {
        allowCustomAmount: false,
        stripeSecretKey: CENTRE.secret,
        stripePublishableKey: CENTRE.publishable,
        stripeWebhookSecret: CENTRE.webhook,
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const mia = await insertStudent(t.db, { firstName: 'Mia', lastName: 'Stripe' });
    studentId = mia.id;
    await insertFamily(t.db, 'stripeparent', [mia.id], { email: 'stripe-parent@example.com' });
    parent = await t.signIn('stripeparent');
    const created = await t.inject({
      method: 'POST',
      url: '/api/voucher-packages',
      headers: admin,
      payload: { name: '10 lessons', price: '450.00', voucherAmount: '450.00', giftAmount: '50.00' },
    });
    assert.equal(created.statusCode, 201, created.body);
    packageId = created.json().id;
  });
  after(async () => {
    await t.close();
    fake.server.closeAllConnections();
    fake.server.close();
  });

  const newOrder = async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/portal/voucher-orders',
      headers: parent,
      payload: { studentId, packageId },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as number;
  };
  const pay = (id: number, paymentMethod: string) =>
    t.inject({
      method: 'POST',
      url: `/api/portal/voucher-orders/${id}/pay`,
      headers: parent,
      payload: { paymentMethod },
    });
  /** What the portal calls when the browser comes back from Stripe's authentication page. */
  const redirectReturn = (id: number) =>
    t.inject({ method: 'POST', url: `/api/portal/voucher-orders/${id}/confirm`, headers: parent });
  const orderRow = async (id: number) => (await t.db.select().from(voucherOrders).where(eq(voucherOrders.id, id)))[0];
  const eventOf = (type: string, intent: object) => ({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  /** A webhook delivery, signed with the centre's webhook secret unless told otherwise. */
  const webhook = (event: object, options: { secret?: string; signature?: string; payload?: string } = {}) => {
    const payload = options.payload ?? JSON.stringify(event);
    const signature =
      options.signature ??
      signer.webhooks.generateTestHeaderString({
        payload: JSON.stringify(event),
        secret: options.secret ?? CENTRE.webhook,
      });
    return t.inject({
      method: 'POST',
      url: '/api/portal/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const succeeded = (intentId: string) => webhook(eventOf('payment_intent.succeeded', fake.intent(intentId)));
  const balance = async () =>
    (await t.db.select({ b: students.voucherBalance }).from(students).where(eq(students.id, studentId)))[0].b;
  const purchasesPaidBy = (intentId: string) =>
    t.db.select().from(voucherPurchases).where(eq(voucherPurchases.providerPayment, intentId));
  const allPurchases = () => t.db.select().from(voucherPurchases).where(eq(voucherPurchases.studentId, studentId));

  /** One purchase for the payment, its gift, one ledger move of price + gift, the order paid. */
  async function assertRecordedOnce(orderId: number, intentId: string, balanceBefore: string) {
    const purchases = await purchasesPaidBy(intentId);
    assert.equal(purchases.length, 1, 'one voucher purchase');
    const [purchase] = purchases;
    assert.deepEqual(
      [purchase.type, purchase.source, purchase.voucherAmount, purchase.giftAmount],
      ['CARD', 'online', '450.00', '50.00'],
    );
    const entries = await t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, purchase.id));
    assert.deepEqual(entries.map((e) => e.kind).sort(), ['gift', 'purchase'], 'one purchase entry and one gift');
    assert.equal(Number(await balance()) - Number(balanceBefore), 500, 'the balance moved once');
    const order = await orderRow(orderId);
    assert.deepEqual([order.status, order.purchaseId, order.providerPayment], ['PAID', purchase.id, intentId]);
    const receipts = t.mails.filter(
      (m) => m.to === 'stripe-parent@example.com' && m.subject.includes(`#${purchase.id}`),
    );
    assert.equal(receipts.length, 1, 'one receipt mail');
  }

  /** An order paid with a card that needs 3-D Secure, authenticated at Stripe: ready for both confirmations. */
  async function authenticatedOrder() {
    const id = await newOrder();
    const waiting = await pay(id, THREE_D);
    assert.equal(waiting.statusCode, 200, waiting.body);
    assert.equal(waiting.json().status, 'REQUIRES_ACTION');
    assert.match(waiting.json().actionUrl, /^https:\/\/hooks\.stripe\.com\/3d_secure\/pi_fake\d+$/);
    const intentId = (await orderRow(id)).providerPayment as string;
    fake.authenticate(intentId);
    return { id, intentId };
  }

  test("the centre's own keys are used, not the vendor's", async () => {
    const options = await t.inject({ method: 'GET', url: '/api/portal/buy', headers: parent });
    assert.deepEqual([options.json().provider, options.json().publishableKey], ['stripe', CENTRE.publishable]);
    const id = await newOrder();
    const paid = await pay(id, VISA);
    assert.equal(paid.json().status, 'PAID', paid.body);
    const calls = fake.seen.filter((s) => s.path.startsWith('/v1/payment_intents'));
    assert.ok(calls.length > 0);
    for (const call of calls) assert.equal(call.authorization, `Bearer ${CENTRE.secret}`);
    const intentId = (await orderRow(id)).providerPayment as string;
    assert.equal(
      fake.intent(intentId).metadata && (fake.intent(intentId).metadata as Record<string, string>).voucherOrderId,
      String(id),
    );
    // An event signed with the vendor's webhook secret is not the centre's.
    const vendorSigned = await webhook(eventOf('payment_intent.succeeded', fake.intent(intentId)), {
      secret: VENDOR.webhook,
    });
    assert.equal(vendorSigned.statusCode, 400, vendorSigned.body);
  });

  test('webhook first, then the redirect return, then a replay of each: one purchase', async () => {
    const before = await balance();
    const { id, intentId } = await authenticatedOrder();
    assert.equal((await succeeded(intentId)).statusCode, 200);
    assert.equal((await redirectReturn(id)).json().status, 'PAID');
    assert.equal((await succeeded(intentId)).statusCode, 200, 'the replayed webhook is answered');
    assert.equal((await redirectReturn(id)).json().status, 'PAID');
    await assertRecordedOnce(id, intentId, before);
  });

  test('the redirect return first, then the webhook, then a replay of each: one purchase', async () => {
    const before = await balance();
    const { id, intentId } = await authenticatedOrder();
    const back = await redirectReturn(id);
    assert.equal(back.json().status, 'PAID', back.body);
    assert.equal((await succeeded(intentId)).statusCode, 200);
    assert.equal((await redirectReturn(id)).json().status, 'PAID');
    assert.equal((await succeeded(intentId)).statusCode, 200);
    await assertRecordedOnce(id, intentId, before);
  });

  test('the webhook and the redirect return at the same moment, each twice: one purchase', async () => {
    const before = await balance();
    const { id, intentId } = await authenticatedOrder();
    const answers = await Promise.all([
      succeeded(intentId),
      redirectReturn(id),
      succeeded(intentId),
      redirectReturn(id),
    ]);
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    await assertRecordedOnce(id, intentId, before);
  });

  test("the webhook arrives before the charge's own answer: one purchase", async () => {
    const before = await balance();
    const id = await newOrder();
    const held = fake.holdNextIntent();
    const paying = pay(id, VISA);
    const intent = await held.intent;
    assert.equal((await succeeded(intent.id)).statusCode, 200);
    held.release();
    assert.equal((await paying).json().status, 'PAID');
    assert.equal((await redirectReturn(id)).json().status, 'PAID');
    await assertRecordedOnce(id, intent.id, before);
  });

  test('a declined card records nothing, whatever confirms it afterwards', async () => {
    const before = await balance();
    const count = (await allPurchases()).length;
    const id = await newOrder();
    const declined = await pay(id, DECLINED);
    assert.equal(declined.statusCode, 200, declined.body);
    assert.deepEqual([declined.json().status, declined.json().failureMessage], ['FAILED', 'Your card was declined.']);
    const intentId = (await orderRow(id)).providerPayment as string;
    assert.ok(intentId, "Stripe's payment id is kept with the failure");
    assert.equal((await webhook(eventOf('payment_intent.payment_failed', fake.intent(intentId)))).statusCode, 200);
    assert.equal((await redirectReturn(id)).json().status, 'FAILED');
    assert.equal((await allPurchases()).length, count);
    assert.equal(await balance(), before);
  });

  test('an abandoned authentication records nothing; its failure and cancellation neither', async () => {
    const before = await balance();
    const count = (await allPurchases()).length;
    const id = await newOrder();
    assert.equal((await pay(id, THREE_D)).json().status, 'REQUIRES_ACTION');
    const intentId = (await orderRow(id)).providerPayment as string;
    // The family closes the tab: coming back later, Stripe still waits for the step.
    assert.equal((await redirectReturn(id)).json().status, 'REQUIRES_ACTION');
    assert.equal((await allPurchases()).length, count);
    // Stripe cancels the abandoned intent, or the step fails: nothing is recorded either way.
    const canceled = { ...fake.intent(intentId), status: 'canceled' };
    assert.equal((await webhook(eventOf('payment_intent.canceled', canceled))).statusCode, 200);
    fake.authenticate(intentId, 'failed');
    assert.equal((await webhook(eventOf('payment_intent.payment_failed', fake.intent(intentId)))).statusCode, 200);
    assert.equal((await redirectReturn(id)).json().status, 'FAILED');
    assert.equal((await allPurchases()).length, count);
    assert.equal(await balance(), before);
  });

  test("Stripe's cancellation of an abandoned authentication fails the order, which the family can then pay", async () => {
    const before = await balance();
    const id = await newOrder();
    assert.equal((await pay(id, THREE_D)).json().status, 'REQUIRES_ACTION');
    const intentId = (await orderRow(id)).providerPayment as string;
    const canceled = { ...fake.intent(intentId), status: 'canceled', last_payment_error: null };
    assert.equal((await webhook(eventOf('payment_intent.canceled', canceled))).statusCode, 200);
    const failed = await orderRow(id);
    assert.deepEqual(
      [failed.status, failed.failureMessage],
      ['FAILED', 'The payment was cancelled before it was completed: the card was not charged.'],
    );
    // Stripe delivers it again: nothing moves.
    assert.equal((await webhook(eventOf('payment_intent.canceled', canceled))).statusCode, 200);
    assert.equal((await orderRow(id)).status, 'FAILED');
    const paid = await pay(id, VISA);
    assert.equal(paid.json().status, 'PAID', paid.body);
    await assertRecordedOnce(id, (await orderRow(id)).providerPayment as string, before);
  });

  test('a charge whose answer was lost, nobody coming back: the lost-charges sweep records it once', async () => {
    const before = await balance();
    const id = await newOrder();
    const intentsBefore = fake.intentsCreated();
    // The server died while Stripe charged: Stripe has the PaymentIntent, the order only its claim.
    const held = fake.holdNextIntent();
    const paying = pay(id, VISA);
    const intent = await held.intent;
    const claimed = await orderRow(id);
    assert.deepEqual([claimed.status, claimed.providerPayment], ['PROCESSING', null]);
    const ctx = { db: t.db, fieldCipher: t.app.fieldCipher, config: t.app.config, mailer: t.app.mailer };
    assert.equal(await sweepLostCharges(ctx), 0, 'a charge sent a moment ago may still be answered: left alone');
    const later = new Date(Date.now() + 3 * 60_000);
    assert.equal(await sweepLostCharges(ctx, later), 1);
    assert.equal(await sweepLostCharges(ctx, later), 0, 'recorded: nothing left to sweep');
    held.release();
    assert.equal((await paying).json().status, 'PAID', 'the late answer changes nothing');
    assert.equal(fake.intentsCreated() - intentsBefore, 1, 'asked again under the same key: one charge');
    await assertRecordedOnce(id, intent.id, before);
    // Half a day on, the provider may have forgotten the key: such an order is left to the webhook and staff.
    const old = await newOrder();
    await t.db
      .update(voucherOrders)
      .set({
        status: 'PROCESSING',
        attempt: 1,
        paymentMethod: VISA,
        chargeStartedAt: new Date(Date.now() - 13 * 3_600_000),
      })
      .where(eq(voucherOrders.id, old));
    assert.equal(await sweepLostCharges(ctx), 0);
    assert.equal((await orderRow(old)).status, 'PROCESSING');
  });

  test('a webhook whose signature does not match is refused and writes nothing', async () => {
    const before = await balance();
    const { id, intentId } = await authenticatedOrder();
    const event = eventOf('payment_intent.succeeded', fake.intent(intentId));
    const snapshot = await tableSnapshot(t.db);
    const forged = { ...event, data: { object: { ...fake.intent(intentId), amount: 1 } } };
    const refusals = [
      await webhook(event, { secret: 'whsec_someone_else' }),
      await webhook(event, { signature: 't=1,v1=00' }),
      await webhook(event, { signature: '' }),
      // A body changed after signing (the signature is over the original bytes).
      await webhook(event, { payload: JSON.stringify(forged) }),
    ];
    for (const refused of refusals) {
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().fieldErrors[0].field, 'stripe-signature');
    }
    assert.deepEqual(await tableSnapshot(t.db), snapshot, 'nothing written');
    assert.equal((await orderRow(id)).status, 'REQUIRES_ACTION');
    // The same event correctly signed is the only thing that was missing.
    assert.equal((await webhook(event)).statusCode, 200);
    await assertRecordedOnce(id, intentId, before);
  });
});

/**
 * A real `kill -9` of the API process between Stripe charging a family's card and the voucher purchase
 * being recorded (issue 33): the server runs as a child process (helpers/server-process.ts) on the
 * embedded database, with the centre's Stripe keys saved (encrypted) in Centre Settings and Stripe
 * pointed at the local fake (STRIPE_API_URL). The fake creates the PaymentIntent (the card is charged)
 * and holds its answer; the test kills the server then. After a restart on the same data folder the
 * purchase is recorded exactly once, by each recovery path the code has: Stripe's webhook (Stripe
 * delivers it again after the failed first try) and the browser's return to the Buy page (which asks
 * Stripe again under the same idempotency key: no second charge).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { openDatabase } from '../src/db/client';
import {
  onlinePaymentSettings,
  students,
  voucherLedgerEntries,
  voucherOrders,
  voucherPackages,
  voucherPurchases,
} from '../src/db/schema';
import { createFieldCipher } from '../src/lib/field-encryption';
import { fakeStripe } from './helpers/fake-stripe';
import { insertFamily } from './helpers/families';
import { insertStudent } from './helpers/records';
import { startServer } from './helpers/server-process';
import { DEFAULT_PASSWORD } from './helpers/users';

const KEY = 'cd'.repeat(32);
const CENTRE = { secret: 'sk_test_centreKill', publishable: 'pk_test_centreKill', webhook: 'whsec_centre_kill' };

describe('kill -9 between the card payment and the voucher purchase', {
  skip: Boolean(process.env.DATABASE_URL) && 'embedded database only',
}, () => {
  const fake = fakeStripe();
  const signer = new Stripe('sk_test_signer_only');
  let dataDir: string;
  let stripeUrl: string;
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  let studentId: number;
  let packageId: number;

  const start = () =>
    startServer({
      ...(dataDir && { DATA_DIR: dataDir }),
      DATA_ENCRYPTION_KEY: KEY,
      STRIPE_API_URL: stripeUrl,
      LOG_LEVEL: 'error',
    });
  const call = async (base: string, token: string, method: string, url: string, body?: object) =>
    fetch(`${base}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
  const signIn = async (base: string) => {
    const answer = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'killparent', password: DEFAULT_PASSWORD }),
    });
    assert.equal(answer.status, 200, await answer.clone().text());
    return ((await answer.json()) as { id_token: string }).id_token;
  };
  const webhook = (base: string, intent: object) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    return fetch(`${base}/api/portal/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: CENTRE.webhook }),
      },
      body: payload,
    });
  };
  /** What the data folder holds for the order, read with the server stopped (PGlite: one process). */
  async function recorded(orderId: number) {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { db } = database;
      const [order] = await db.select().from(voucherOrders).where(eq(voucherOrders.id, orderId));
      const purchases = await db.select().from(voucherPurchases).where(eq(voucherPurchases.studentId, studentId));
      const entries = await db.select().from(voucherLedgerEntries).where(eq(voucherLedgerEntries.studentId, studentId));
      const [student] = await db.select().from(students).where(eq(students.id, studentId));
      return { order, purchases, entries, balance: student.voucherBalance };
    } finally {
      await database.close();
    }
  }

  /**
   * Starts an order, pays it, and kills the server once Stripe has created (charged) the PaymentIntent
   * but before its answer reaches the server. Answers the order and the intent's id.
   */
  async function killedWhilePaying() {
    running = await start();
    const token = await signIn(running.base);
    const created = await call(running.base, token, 'POST', '/portal/voucher-orders', { studentId, packageId });
    assert.equal(created.status, 201, await created.clone().text());
    const orderId = ((await created.json()) as { id: number }).id;
    const held = fake.holdNextIntent();
    const paying = call(running.base, token, 'POST', `/portal/voucher-orders/${orderId}/pay`, {
      paymentMethod: 'pm_card_visa',
    }).catch((error: Error) => error);
    const intent = await held.intent;
    running.child.kill('SIGKILL');
    await running.exited;
    running = undefined;
    assert.ok((await paying) instanceof Error, 'the payment request was cut off');
    const atKill = await recorded(orderId);
    assert.equal(atKill.order.status, 'PROCESSING', 'charged at Stripe, not known to the order');
    assert.equal(atKill.order.purchaseId, null);
    return { orderId, intentId: intent.id, atKill };
  }

  function assertOnce(after: Awaited<ReturnType<typeof recorded>>, before: typeof after, intentId: string) {
    const mine = after.purchases.filter((p) => p.providerPayment === intentId);
    assert.equal(mine.length, 1, 'one voucher purchase');
    assert.equal(after.purchases.length, before.purchases.length + 1, 'no other purchase');
    const moves = after.entries.filter((e) => e.purchaseId === mine[0].id).map((e) => e.kind);
    assert.deepEqual(moves.sort(), ['gift', 'purchase'], 'one purchase entry and one gift');
    assert.equal(after.entries.length, before.entries.length + 2);
    assert.equal(Number(after.balance) - Number(before.balance), 500);
    assert.deepEqual([after.order.status, after.order.providerPayment], ['PAID', intentId]);
  }

  before(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    stripeUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    // The first start makes and migrates the data folder; the centre's set-up goes in while it is stopped.
    const first = await start();
    dataDir = first.dataDir;
    first.child.kill('SIGTERM');
    await first.exited;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const { db } = database;
    const cipher = createFieldCipher(Buffer.from(KEY, 'hex'));
    await db.insert(onlinePaymentSettings).values({
      id: 1,
      stripeSecretKeyEncrypted: cipher.encrypt(CENTRE.secret),
      stripePublishableKeyEncrypted: cipher.encrypt(CENTRE.publishable),
      stripeWebhookSecretEncrypted: cipher.encrypt(CENTRE.webhook),
    });
    const student = await insertStudent(db, { firstName: 'Kim', lastName: 'Killed' });
    studentId = student.id;
    await insertFamily(db, 'killparent', [student.id], { email: 'kill-parent@example.com' });
    const [pkg] = await db
      .insert(voucherPackages)
      .values({ name: '10 lessons', price: '450.00', voucherAmount: '450.00', giftAmount: '50.00' })
      .returning();
    packageId = pkg.id;
    await database.close();
  });
  after(async () => {
    running?.child.kill('SIGKILL');
    fake.server.closeAllConnections();
    fake.server.close();
  });

  test("after a restart, Stripe's webhook records the purchase once; the return then changes nothing", {
    timeout: 300_000,
  }, async () => {
    const { orderId, intentId, atKill } = await killedWhilePaying();
    const intents = fake.intentsCreated();
    running = await start();
    const delivered = await webhook(running.base, fake.intent(intentId));
    assert.equal(delivered.status, 200, await delivered.clone().text());
    const again = await webhook(running.base, fake.intent(intentId));
    assert.equal(again.status, 200);
    const token = await signIn(running.base);
    const back = await call(running.base, token, 'POST', `/portal/voucher-orders/${orderId}/confirm`);
    assert.equal(((await back.json()) as { status: string }).status, 'PAID');
    running.child.kill('SIGTERM');
    await running.exited;
    running = undefined;
    assertOnce(await recorded(orderId), atKill, intentId);
    assert.equal(fake.intentsCreated(), intents, 'no second charge');
  });

  test("after a restart, the browser's return records the purchase once under the same key; the webhook then changes nothing", {
    timeout: 300_000,
  }, async () => {
    const { orderId, intentId, atKill } = await killedWhilePaying();
    const intents = fake.intentsCreated();
    running = await start();
    const token = await signIn(running.base);
    const [first, second] = await Promise.all([
      call(running.base, token, 'POST', `/portal/voucher-orders/${orderId}/confirm`),
      call(running.base, token, 'POST', `/portal/voucher-orders/${orderId}/confirm`),
    ]);
    for (const answer of [first, second]) assert.equal(((await answer.json()) as { status: string }).status, 'PAID');
    const key = `voucher-order-${orderId}-attempt-1`;
    assert.ok(
      fake.seen.filter((s) => s.path === '/v1/payment_intents' && s.idempotencyKey === key).length >= 2,
      'the charge was asked again with the same key',
    );
    assert.equal((await webhook(running.base, fake.intent(intentId))).status, 200);
    running.child.kill('SIGTERM');
    await running.exited;
    running = undefined;
    assertOnce(await recorded(orderId), atKill, intentId);
    assert.equal(fake.intentsCreated(), intents, 'no second charge');
  });
});

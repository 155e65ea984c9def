/**
 * A real `kill -9` of the API process in the middle of a billing run (issue 24): the server runs as a
 * child process (helpers/server-process.ts) on the embedded database with Stripe pointed at a local
 * fake of the PaymentIntents endpoint (STRIPE_API_URL). A cycle started two years back leaves 24 ended
 * periods; "Run the period end now" invoices them and charges them one by one. The fake takes the
 * tenth charge (Stripe has charged the card) and never answers, and the test kills the server then,
 * the worst moment: the provider charged, the invoice does not know it. After a restart on the same
 * data folder the next run takes that attempt over with the same idempotency key. Every period ends
 * up with one invoice, every invoice paid by exactly one PaymentIntent.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import dayjs from 'dayjs';
import { openDatabase } from '../src/db/client';
import { billingAccounts, billingCycles, billingInvoices, billingPricePlans, students } from '../src/db/schema';
import { endedPeriods, todayOf } from '../src/modules/billing/billing-periods';
import { idempotencyKeyOf } from '../src/modules/billing/payments/charge';
import { PLAN } from './helpers/billing';
import { startServer } from './helpers/server-process';
import { DEFAULT_PASSWORD, insertUser } from './helpers/users';

const HOLD_AT = 10;

/** Stripe's PaymentIntents create, deduplicated by idempotency key as Stripe does; the HOLD_AT-th new one never answers. */
function fakeStripe() {
  const intentsByKey = new Map<string, object>();
  const requestsByKey = new Map<string, number>();
  let held: ((key: string) => void) | undefined;
  const heldKey = new Promise<string>((resolve) => {
    held = resolve;
  });
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || url.pathname !== '/v1/payment_intents')
        return send(404, { error: { type: 'invalid_request_error', message: `No fake for ${url.pathname}` } });
      const key = String(request.headers['idempotency-key'] ?? '');
      requestsByKey.set(key, (requestsByKey.get(key) ?? 0) + 1);
      const earlier = intentsByKey.get(key);
      if (earlier) return send(200, earlier);
      const form = new URLSearchParams(raw);
      const intent = {
        id: `pi_fake${intentsByKey.size + 1}`,
        object: 'payment_intent',
        status: 'succeeded',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        metadata: { invoiceId: form.get('metadata[invoiceId]') },
      };
      intentsByKey.set(key, intent);
      // Charged, but the answer never reaches the server.
      if (intentsByKey.size === HOLD_AT) return held?.(key);
      send(200, intent);
    });
  });
  return { server, intentsByKey, requestsByKey, heldKey };
}

describe('kill -9 during a billing run', {
  skip: Boolean(process.env.DATABASE_URL) && 'embedded database only',
}, () => {
  const fake = fakeStripe();
  let dataDir: string;
  let stripeUrl: string;
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  const startDate = dayjs().subtract(24, 'month').format('YYYY-MM-DD');

  const start = () =>
    startServer({
      ...(dataDir && { DATA_DIR: dataDir }),
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_URL: stripeUrl,
      BILLING_ATTEMPT_SECONDS: '2',
      LOG_LEVEL: 'error',
    });
  const runPeriodEnd = async (base: string) => {
    const signIn = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'system', password: DEFAULT_PASSWORD }),
    });
    const { id_token } = (await signIn.json()) as { id_token: string };
    return fetch(`${base}/api/billing/period-end-runs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${id_token}` },
    });
  };

  before(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    stripeUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    // The first start makes and migrates the data folder; the billing set-up goes in while it is stopped.
    const first = await start();
    dataDir = first.dataDir;
    first.child.kill('SIGTERM');
    await first.exited;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const { db } = database;
    const system = await insertUser(db, { login: 'system', role: 'ROLE_SYSTEM' });
    await db.insert(billingPricePlans).values({ id: 1, ...PLAN, updatedBy: system.id });
    await db.insert(billingAccounts).values({
      id: 1,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 8,
      cardExpYear: 2031,
      providerPaymentMethod: 'pm_fake_visa',
      providerCustomer: 'cus_fake1',
    });
    await db
      .insert(students)
      .values(['A', 'B', 'C'].map((letter) => ({ studentId: `KB${letter}`, firstName: letter, lastName: 'Killbill' })));
    // Two years back: past the one-month rule of the start form, as a cycle running for two years is.
    await db.insert(billingCycles).values({ startDate, createdBy: system.id });
    await database.close();
  });
  after(async () => {
    running?.child.kill('SIGKILL');
    fake.server.closeAllConnections();
    fake.server.close();
  });

  test('every period invoiced once, every invoice charged once', { timeout: 300_000 }, async () => {
    const periods = endedPeriods(startDate, todayOf(new Date()));
    assert.ok(periods.length >= 24, `${periods.length} ended periods`);

    running = await start();
    const interrupted = runPeriodEnd(running.base).catch((error: Error) => error);
    const heldKey = await fake.heldKey;
    running.child.kill('SIGKILL');
    await running.exited;
    assert.ok((await interrupted) instanceof Error, 'the run was cut off, not finished');
    const chargedAtKill = fake.intentsByKey.size;
    assert.equal(chargedAtKill, HOLD_AT);

    running = await start();
    // The killed attempt is stale after BILLING_ATTEMPT_SECONDS (2): the restart alone takes longer, but be sure.
    await sleep(2500);
    const run = await runPeriodEnd(running.base);
    assert.equal(run.status, 200, await run.clone().text());
    const result = (await run.json()) as { created: number[]; charged: number[]; skipped: string[] };
    running.child.kill('SIGTERM');
    await running.exited;
    running = undefined;

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const invoices = await database.db.select().from(billingInvoices);
    await database.close();

    // Invoiced once: one invoice per ended period, none lost, none doubled.
    assert.deepEqual(invoices.map((invoice) => invoice.periodStart).sort(), periods.map((p) => p.periodStart).sort());
    assert.equal(result.created.length, 0, 'the killed run had made every invoice before charging');
    // Charged once: one PaymentIntent per invoice, each invoice paid by its own.
    assert.equal(fake.intentsByKey.size, periods.length);
    for (const invoice of invoices) {
      assert.equal(invoice.status, 'PAID', `${invoice.periodStart}: ${invoice.status} ${invoice.failureMessage}`);
      assert.equal(invoice.chargeAttempt, 1, 'a takeover keeps the attempt and its key');
      const intent = fake.intentsByKey.get(idempotencyKeyOf(invoice.id, 1)) as { id: string; amount: number };
      assert.ok(intent, `a PaymentIntent for invoice ${invoice.id}`);
      assert.equal(invoice.providerPayment, intent.id);
      assert.equal(intent.amount, Math.round(Number(invoice.total) * 100));
    }
    // The charge in flight at the kill was asked again with the same key and got the first answer.
    assert.equal(fake.requestsByKey.get(heldKey), 2);
    const held = invoices.find((invoice) => idempotencyKeyOf(invoice.id, 1) === heldKey);
    assert.ok(held && result.charged.includes(held.id), 'the restarted run finished the killed attempt');
    console.log(`${periods.length} periods; killed with ${chargedAtKill} charged, the last unanswered`);
  });
});

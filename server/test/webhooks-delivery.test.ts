/**
 * Webhook delivery against a local receiver (port 42201): signatures a receiver written after Stripe's
 * documentation verifies, retries that double and carry the same event id, order per endpoint when
 * asked, time-outs, the delivery log, resend, test events, switching off after 3 days, and a slow
 * receiver never holding up a request.
 */
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { notices, webhookDeliveries, webhookEndpoints, webhookEvents } from '../src/db/schema';
import { emitWebhookEvent } from '../src/modules/webhooks';
import { deliverEndpoint } from '../src/modules/webhooks/webhook-delivery';
import { deliveryContextOf } from '../src/modules/webhooks/webhook-dispatch';
import { postWebhook } from '../src/modules/webhooks/webhook-post';
import { addressGuardedLookup } from '../src/platform/net/address-guard';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { insertRoleUsers } from './helpers/users';
import { type Received, startReceiver } from './helpers/webhook-receiver';

/**
 * The check Stripe's documentation spells out for verifying a signature by hand: split the header on
 * commas, take t and every v1, HMAC-SHA256 "t.payload" with the endpoint's secret, compare in constant
 * time with any v1, and refuse a timestamp more than 5 minutes off.
 */
function verifyLikeStripeDocs(payload: string, header: string, secret: string, toleranceSeconds = 300): boolean {
  const items = header.split(',').map((item) => item.split('='));
  const timestamp = items.find(([key]) => key === 't')?.[1];
  const signatures = items.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (!timestamp || signatures.length === 0) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  const matches = signatures.some(
    (signature) =>
      signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected)),
  );
  return matches && Math.abs(Date.now() / 1000 - Number(timestamp)) <= toleranceSeconds;
}

const bodyOf = (entry: Received) =>
  JSON.parse(entry.body) as { id: string; type: string; created: number; data: unknown };

describe('webhook delivery', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  const createEndpoint = async (values: { events?: string[]; ordered?: boolean; url?: string } = {}) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: admin,
      payload: {
        url: values.url ?? receiver.url,
        events: values.events ?? ['feedback.submitted'],
        ordered: values.ordered ?? false,
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as { data: { id: number }; secret: string };
  };
  const emit = (n: number) =>
    t.db.transaction((tx) =>
      emitWebhookEvent(tx, 'feedback.submitted', { scheduleId: n, submittedAt: new Date().toISOString() }),
    );
  const deliveries = async (endpointId: number) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/webhook-endpoints/${endpointId}/deliveries`,
      headers: admin,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as {
      id: number;
      eventId: string;
      status: string;
      attempts: number;
      responseStatus: number | null;
      responseBody: string | null;
    }[];
  };

  before(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1' } });
    const users = await insertRoleUsers(t.db);
    admin = await t.signIn(users.ROLE_ADMIN.login);
    receiver = await startReceiver(42201);
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.behave(() => ({ status: 200, body: 'ok' }));
    await t.db.delete(webhookEndpoints);
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  test("a delivery is signed so that a receiver written after Stripe's documentation verifies it", async () => {
    const { data, secret } = await createEndpoint();
    assert.match(secret, /^whsec_/);
    await emit(1);
    const [got] = await eventually(
      async () => receiver.received,
      (list) => list.length >= 1,
    );
    assert.ok(got, 'the receiver got the event');
    assert.equal(got.headers['content-type'], 'application/json');
    const body = bodyOf(got);
    assert.equal(body.type, 'feedback.submitted');
    assert.equal(got.headers['centre-event-id'], body.id);
    assert.deepEqual(body.data, { scheduleId: 1, submittedAt: (body.data as { submittedAt: string }).submittedAt });
    const header = String(got.headers['centre-signature']);
    assert.match(header, /^t=\d+,v1=[0-9a-f]{64}$/);
    assert.ok(verifyLikeStripeDocs(got.body, header, secret));
    assert.ok(!verifyLikeStripeDocs(got.body, header, 'whsec_wrong'), 'a wrong secret fails');
    assert.ok(!verifyLikeStripeDocs(`${got.body} `, header, secret), 'a changed body fails');
    await eventually(
      () => deliveries(data.id),
      (list) => list[0]?.status === 'succeeded',
    );

    // Rotation: the new secret is shown once; for 24 hours both it and the old one verify.
    const rotated = await t.inject({
      method: 'POST',
      url: `/api/webhook-endpoints/${data.id}/rotate-secret`,
      headers: admin,
    });
    assert.equal(rotated.statusCode, 200, rotated.body);
    const fresh = rotated.json().secret as string;
    assert.notEqual(fresh, secret);
    assert.ok(rotated.json().data.previousSecretUntil);
    await emit(2);
    const [, second] = await eventually(
      async () => receiver.received,
      (list) => list.length >= 2,
    );
    const rotatedHeader = String(second.headers['centre-signature']);
    assert.match(rotatedHeader, /^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    assert.ok(verifyLikeStripeDocs(second.body, rotatedHeader, fresh));
    assert.ok(verifyLikeStripeDocs(second.body, rotatedHeader, secret));
    // The secret is never answered again.
    const listed = await t.inject({ method: 'GET', url: '/api/webhook-endpoints', headers: admin });
    assert.ok(!listed.body.includes(fresh) && !listed.body.includes('whsec_'));
  });

  test('a refusal is retried with doubling waits until it is taken, each time with the same event id', async () => {
    const { data } = await createEndpoint();
    receiver.behave((_request, index) => (index < 2 ? { status: 500, body: 'down' } : { status: 204 }));
    await emit(3);
    const got = await eventually(
      async () => [...receiver.received],
      (list) => list.length >= 3,
    );
    assert.equal(got.length, 3);
    assert.deepEqual(new Set(got.map((entry) => bodyOf(entry).id)).size, 1);
    const waits = [got[1].at - got[0].at, got[2].at - got[1].at];
    assert.ok(waits[0] >= 900 && waits[1] >= 1900, `waits of 1 s then 2 s: ${waits}`);
    const [logged] = await eventually(
      () => deliveries(data.id),
      (list) => list[0]?.status === 'succeeded',
    );
    assert.equal(logged.attempts, 3);
    assert.equal(logged.responseStatus, 204);
  });

  test('an ordered endpoint gets its events in order, a later one waiting behind a retried one', async () => {
    const ordered = await createEndpoint({ ordered: true });
    receiver.behave((request) => {
      const first = receiver.received.filter((entry) => bodyOf(entry).id === bodyOf(request).id).length === 1;
      return (bodyOf(request).data as { scheduleId: number }).scheduleId === 10 && first
        ? { status: 503 }
        : { status: 200 };
    });
    await emit(10);
    await emit(11);
    await emit(12);
    const got = await eventually(
      async () => [...receiver.received],
      (list) => list.length >= 4,
    );
    assert.deepEqual(
      got.map((entry) => (bodyOf(entry).data as { scheduleId: number }).scheduleId),
      [10, 10, 11, 12],
    );
    await eventually(
      () => deliveries(ordered.data.id),
      (list) => list.every((row) => row.status === 'succeeded'),
    );
  });

  test('an unordered endpoint is not held up by one event being retried', async () => {
    await createEndpoint();
    const fails = (entry: Received) => (bodyOf(entry).data as { scheduleId: number }).scheduleId === 20;
    receiver.behave((request) =>
      fails(request) && receiver.received.filter(fails).length === 1 ? { status: 500 } : { status: 200 },
    );
    // Both in one transaction: one round posts them together; 21 is taken while 20 waits for its retry.
    await t.db.transaction(async (tx) => {
      await emitWebhookEvent(tx, 'feedback.submitted', { scheduleId: 20, submittedAt: new Date().toISOString() });
      await emitWebhookEvent(tx, 'feedback.submitted', { scheduleId: 21, submittedAt: new Date().toISOString() });
    });
    const got = await eventually(
      async () => [...receiver.received],
      (list) => list.length >= 3,
    );
    const order = got.map((entry) => (bodyOf(entry).data as { scheduleId: number }).scheduleId);
    assert.deepEqual([...order].sort(), [20, 20, 21]);
    assert.ok(order.indexOf(21) < order.lastIndexOf(20), `21 before the retry of 20: ${order}`);
  });

  test('no answer in time is a failure retried later; the log keeps the first 2 KB of an answer', async () => {
    const { data } = await createEndpoint();
    receiver.behave((_request, index) =>
      index === 0 ? { status: 200, delayMs: 6000 } : { status: 400, body: 'x'.repeat(5000) },
    );
    // Written without the notification, so only this test's runs (with a short time-out; the app's is
    // 10 s) deliver it.
    const [event] = await t.db
      .insert(webhookEvents)
      .values({ id: 'evt_timeout_test', type: 'feedback.submitted', data: { scheduleId: 30 } })
      .returning();
    await t.db.insert(webhookDeliveries).values({ endpointId: data.id, eventSeq: event.seq });
    const context = { ...deliveryContextOf(t.app), timeoutMs: 2000, scheduleRun: async () => {} };
    await deliverEndpoint(context, data.id);
    const [timedOut] = await deliveries(data.id);
    assert.equal(timedOut.status, 'pending');
    assert.equal(timedOut.attempts, 1);
    assert.equal(timedOut.responseStatus, null);
    assert.equal(timedOut.responseBody, 'No answer within 2 s.');
    // The retry falls due after the first wait (1 s here); this context queues no job, so it is run here.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await deliverEndpoint(context, data.id);
    const [refused] = await deliveries(data.id);
    assert.equal(refused.responseStatus, 400);
    assert.equal(refused.status, 'pending', 'a 400 is retried too');
    assert.equal(refused.attempts, 2);
    assert.equal(refused.responseBody, 'x'.repeat(2048));
  });

  test("Send test event and Resend deliver again with the event's own id", async () => {
    const { data } = await createEndpoint();
    const tested = await t.inject({ method: 'POST', url: `/api/webhook-endpoints/${data.id}/test`, headers: admin });
    assert.equal(tested.statusCode, 200, tested.body);
    const [first] = await eventually(
      async () => receiver.received,
      (list) => list.length >= 1,
    );
    assert.equal(bodyOf(first).type, 'endpoint.test');
    assert.equal(bodyOf(first).id, tested.json().eventId);
    const [logged] = await eventually(
      () => deliveries(data.id),
      (list) => list[0]?.status === 'succeeded',
    );
    const resent = await t.inject({
      method: 'POST',
      url: `/api/webhook-endpoints/${data.id}/deliveries/${logged.id}/resend`,
      headers: admin,
    });
    assert.equal(resent.statusCode, 200, resent.body);
    const got = await eventually(
      async () => [...receiver.received],
      (list) => list.length >= 2,
    );
    assert.equal(bodyOf(got[1]).id, bodyOf(got[0]).id);
    assert.equal((await deliveries(data.id)).length, 2);
  });

  test('an endpoint failing for 3 days is switched off and the staff are told', async () => {
    const { data } = await createEndpoint();
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '3 days 1 minute'` })
      .where(eq(webhookEndpoints.id, data.id));
    receiver.behave(() => ({ status: 500 }));
    await emit(40);
    const [row] = await eventually(
      () => t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, data.id)),
      ([endpoint]) => endpoint?.enabled === false,
    );
    assert.equal(row.enabled, false);
    assert.match(row.disabledReason ?? '', /3 days/);
    const told = await t.db.select().from(notices).where(eq(notices.title, 'A webhook endpoint was switched off'));
    assert.ok(told.length >= 1);
    // Switched on again by an administrator: the streak starts over.
    const on = await t.inject({
      method: 'PUT',
      url: `/api/webhook-endpoints/${data.id}`,
      headers: admin,
      payload: { url: receiver.url, events: ['feedback.submitted'], enabled: true },
    });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal(on.json().failingSince, null);
    assert.equal(on.json().disabledReason, null);
  });

  test('a receiver that answers slowly never holds up a request', async () => {
    await createEndpoint({ events: ['student.created'] });
    receiver.behave(() => ({ status: 200, delayMs: 8000 }));
    for (let n = 0; n < 3; n += 1) {
      const started = Date.now();
      const response = await t.inject({
        method: 'POST',
        url: '/api/students',
        headers: admin,
        payload: { firstName: 'Slow', lastName: `Receiver${n}` },
      });
      assert.equal(response.statusCode, 201, response.body);
      assert.ok(Date.now() - started < 3000, `answered in ${Date.now() - started} ms`);
    }
    await eventually(
      async () => receiver.received,
      (list) => list.length >= 1,
    );
    const started = Date.now();
    const listed = await t.inject({ method: 'GET', url: '/api/students', headers: admin });
    assert.equal(listed.statusCode, 200);
    assert.ok(Date.now() - started < 3000, 'a list answers while a delivery hangs');
    await t.db.update(webhookDeliveries).set({ status: 'succeeded' });
  });
});

describe('webhook addresses against SSRF (WEBHOOK_ALLOW_PRIVATE off)', () => {
  test('a host name that resolves to a private address is refused when the delivery looks it up', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      addressGuardedLookup(false, (message) => new Error(message), 'which the centre does not send to')(
        'localhost',
        {},
        (err) => resolve(err),
      ),
    );
    assert.match(String(error?.message), /The host localhost is on a private or local network/);
  });

  test('a delivery to a refused address is not attempted: the log says why', async () => {
    const result = await postWebhook('https://10.0.0.8/hook', '{}', {}, { allowPrivate: false });
    assert.deepEqual(result, {
      status: null,
      answer: 'The address is on a private or local network (10.0.0.8), which the centre does not send to.',
    });
    const plain = await postWebhook('http://receiver.example/hook', '{}', {}, { allowPrivate: false });
    assert.equal(plain.answer, 'The address must start with https://.');
  });
});

/**
 * family.payment.succeeded (issue 36): a family's online voucher purchase in the portal is one event,
 * written in the transaction that records the purchase; a declined card, an abandoned authentication,
 * a repeated or concurrent confirmation, and a recording that rolls back write none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, gt, sql } from 'drizzle-orm';
import { voucherOrders, webhookEvents } from '../src/db/schema';
import { webhookDocumentation } from '../src/modules/webhooks';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertFamily } from './helpers/families';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const DECLINED = { ...VISA, number: '4000000000000002' };
const THREE_D = { ...VISA, number: '4000002500003155' };

describe('webhook event family.payment.succeeded', () => {
  let t: TestApp;
  let parent: AuthHeader;
  let admin: AuthHeader;
  let studentId: number;
  let packageId: number;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    studentId = (await insertStudent(t.db, { firstName: 'Ana', lastName: 'Payer' })).id;
    await insertFamily(t.db, 'payerparent', [studentId], { email: 'payer@example.com' });
    parent = await t.signIn('payerparent');
    const created = await t.inject({
      method: 'POST',
      url: '/api/voucher-packages',
      headers: admin,
      payload: { name: '10 lessons', price: '450.00', voucherAmount: '450.00', giftAmount: '50.00' },
    });
    assert.equal(created.statusCode, 201, created.body);
    packageId = created.json().id;
  });
  after(() => t.close());

  const newOrder = async (): Promise<number> => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/portal/voucher-orders',
      headers: parent,
      payload: { studentId, packageId },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().id;
  };
  const pay = (id: number, card = VISA) =>
    t.inject({ method: 'POST', url: `/api/portal/voucher-orders/${id}/pay`, headers: parent, payload: { card } });
  const confirm = (id: number) =>
    t.inject({ method: 'POST', url: `/api/portal/voucher-orders/${id}/confirm`, headers: parent });
  const lastSeq = async () =>
    (await t.db.select({ seq: sql<number>`coalesce(max(${webhookEvents.seq}), 0)::int` }).from(webhookEvents))[0].seq;
  const paymentEvents = (since: number) =>
    t.db
      .select({ data: webhookEvents.data })
      .from(webhookEvents)
      .where(sql`${gt(webhookEvents.seq, since)} and ${webhookEvents.type} = 'family.payment.succeeded'`);

  test('administrators can choose it for an endpoint, and its payload is in the OpenAPI document', async () => {
    const types = await t.inject({ method: 'GET', url: '/api/webhook-event-types', headers: admin });
    assert.equal(types.statusCode, 200, types.body);
    assert.ok(types.json().data.some((row: { type: string }) => row.type === 'family.payment.succeeded'));
    const created = await t.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: admin,
      payload: { url: 'https://receiver.example/hook', events: ['family.payment.succeeded'], enabled: false },
    });
    assert.equal(created.statusCode, 201, created.body);
    const documented = webhookDocumentation();
    assert.ok(documented.webhooks['family.payment.succeeded']);
    const schema = documented.schemas.WebhookEvent_family_payment_succeeded as { properties: { data: object } };
    assert.match(JSON.stringify(schema.properties.data), /providerPayment/);
  });

  test('paid: one event naming the order, the purchase and the amounts, with the purchase events', async () => {
    const before = await lastSeq();
    const id = await newOrder();
    const paid = await pay(id);
    assert.equal(paid.json().status, 'PAID', paid.body);
    const events = await paymentEvents(before);
    assert.equal(events.length, 1);
    const data = events[0].data as Record<string, unknown>;
    assert.equal(data.orderId, id);
    assert.equal(data.purchaseId, paid.json().purchaseId);
    assert.equal(data.studentId, studentId);
    assert.deepEqual([data.amount, data.voucherAmount, data.giftAmount], ['450.00', '450.00', '50.00']);
    assert.equal(data.packageName, '10 lessons');
    assert.match(String(data.providerPayment), /^tch_\d+$/);
    const kinds = await t.db
      .select({ type: webhookEvents.type, n: sql<number>`count(*)::int` })
      .from(webhookEvents)
      .where(gt(webhookEvents.seq, before))
      .groupBy(webhookEvents.type)
      .orderBy(webhookEvents.type);
    assert.deepEqual(kinds, [
      { type: 'family.payment.succeeded', n: 1 },
      { type: 'ledger_entry.created', n: 2 },
      { type: 'voucher_purchase.created', n: 1 },
    ]);
  });

  test('paid, then paid and confirmed again (also at once): still one event', async () => {
    const before = await lastSeq();
    const id = await newOrder();
    const results = await Promise.all([pay(id), pay(id), confirm(id), confirm(id)]);
    for (const r of results) assert.equal(r.statusCode, 200, r.body);
    await confirm(id);
    await pay(id);
    assert.equal((await paymentEvents(before)).length, 1);
  });

  test('declined: none; paid with another card: one', async () => {
    const before = await lastSeq();
    const id = await newOrder();
    assert.equal((await pay(id, DECLINED)).json().status, 'FAILED');
    assert.equal((await paymentEvents(before)).length, 0);
    assert.equal((await pay(id, VISA)).json().status, 'PAID');
    assert.equal((await paymentEvents(before)).length, 1);
  });

  test('authentication abandoned: none; completed and confirmed twice: one', async () => {
    const before = await lastSeq();
    const id = await newOrder();
    const waiting = await pay(id, THREE_D);
    assert.equal(waiting.json().status, 'REQUIRES_ACTION');
    assert.equal((await confirm(id)).json().status, 'REQUIRES_ACTION');
    assert.equal((await paymentEvents(before)).length, 0);
    const done = await t.inject({
      method: 'POST',
      url: waiting.json().actionUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=complete',
    });
    assert.equal(done.statusCode, 303);
    assert.equal((await confirm(id)).json().status, 'PAID');
    assert.equal((await confirm(id)).json().status, 'PAID');
    assert.equal((await paymentEvents(before)).length, 1);
  });

  test('a recording that rolls back (the order cannot be marked paid) writes no event; the retry writes one', async () => {
    const before = await lastSeq();
    const id = await newOrder();
    // The last write of the recording's transaction fails, after the purchase and the event were written.
    await t.db.execute(
      sql.raw(`create function refuse_paid() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_paid before update on voucher_orders
        for each row when (new.status = 'PAID') execute function refuse_paid()`),
    );
    try {
      const failed = await pay(id);
      assert.equal(failed.statusCode, 500, failed.body);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_paid on voucher_orders'));
      await t.db.execute(sql.raw('drop function refuse_paid()'));
    }
    assert.equal((await paymentEvents(before)).length, 0);
    const [row] = await t.db.select().from(voucherOrders).where(eq(voucherOrders.id, id));
    assert.equal(row.purchaseId, null);
    assert.equal((await confirm(id)).json().status, 'PAID');
    assert.equal((await paymentEvents(before)).length, 1);
  });
});

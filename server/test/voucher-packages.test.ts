/**
 * Buying vouchers online (issue 33): packages in Centre Settings, a family paying by card in the
 * portal through the built-in test provider, exactly one purchase per payment, refunds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  billingTestCharges,
  onlinePaymentSettings,
  students,
  voucherLedgerEntries,
  voucherOrders,
  voucherPurchases,
} from '../src/db/schema';
import { createTestProvider } from '../src/modules/billing';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertFamily } from './helpers/families';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const DECLINED = { ...VISA, number: '4000000000000002' };
const THREE_D = { ...VISA, number: '4000002500003155' };

describe('buying vouchers online', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let parent: AuthHeader;
  let other: AuthHeader;
  const ids = {} as Record<'mia' | 'stranger' | 'pkg' | 'inactivePkg', number>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    const mia = await insertStudent(t.db, { firstName: 'Mia', lastName: 'Lopez' });
    const stranger = await insertStudent(t.db, { firstName: 'Zed', lastName: 'Other' });
    Object.assign(ids, { mia: mia.id, stranger: stranger.id });
    await insertFamily(t.db, 'lopezparent', [mia.id], { email: 'lopez@example.com' });
    await insertFamily(t.db, 'otherparent', [stranger.id]);
    parent = await t.signIn('lopezparent');
    other = await t.signIn('otherparent');
    const created = await t.inject({
      method: 'POST',
      url: '/api/voucher-packages',
      headers: admin,
      payload: { name: '10 lessons', price: '450.00', voucherAmount: '450.00', giftAmount: '50.00' },
    });
    assert.equal(created.statusCode, 201, created.body);
    ids.pkg = created.json().id;
    const off = await t.inject({
      method: 'POST',
      url: '/api/voucher-packages',
      headers: admin,
      payload: { name: 'Old offer', price: '100', voucherAmount: '100', active: false },
    });
    ids.inactivePkg = off.json().id;
  });
  after(() => t.close());

  const order = async (payload: Record<string, unknown>, headers = parent) =>
    t.inject({ method: 'POST', url: '/api/portal/voucher-orders', headers, payload });
  const pay = (id: number, card = VISA, headers = parent) =>
    t.inject({ method: 'POST', url: `/api/portal/voucher-orders/${id}/pay`, headers, payload: { card } });
  const confirm = (id: number, headers = parent) =>
    t.inject({ method: 'POST', url: `/api/portal/voucher-orders/${id}/confirm`, headers });
  const balanceOf = async (id: number) =>
    (await t.db.select({ b: students.voucherBalance }).from(students).where(eq(students.id, id)))[0].b;
  const purchasesOf = (studentId: number) =>
    t.db.select().from(voucherPurchases).where(eq(voucherPurchases.studentId, studentId));

  test('the portal offers the active packages and the test card form', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/portal/buy', headers: parent });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(
      body.packages.map((p: { name: string }) => p.name),
      ['10 lessons'],
    );
    assert.equal(body.provider, 'test');
    assert.equal(body.customAmount, null);
    assert.deepEqual(
      body.students.map((s: { name: string }) => s.name),
      ['Mia Lopez'],
    );
  });

  test('a package paid with 4242… records one Card purchase, its gift, the ledger and a receipt', async () => {
    const before = await balanceOf(ids.mia);
    const started = await order({ studentId: ids.mia, packageId: ids.pkg });
    assert.equal(started.statusCode, 201, started.body);
    assert.equal(started.json().status, 'PENDING');
    const paid = await pay(started.json().id);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().status, 'PAID');
    assert.equal(Number(await balanceOf(ids.mia)) - Number(before), 500);
    const [purchase] = await purchasesOf(ids.mia);
    assert.equal(purchase.type, 'CARD');
    assert.equal(purchase.source, 'online');
    assert.match(purchase.providerPayment ?? '', /^tch_\d+$/);
    assert.deepEqual([purchase.voucherAmount, purchase.giftAmount], ['450.00', '50.00']);
    const entries = await t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, purchase.id));
    assert.deepEqual(entries.map((e) => e.kind).sort(), ['gift', 'purchase']);
    const receipt = t.mails.find((m) => m.to === 'lopez@example.com' && m.subject.includes(`#${purchase.id}`));
    assert.ok(receipt, 'a receipt mail');
    // Staff see it in the voucher purchase history like any other purchase.
    const history = await t.inject({
      method: 'GET',
      url: `/api/voucher-purchases?studentId=${ids.mia}`,
      headers: admin,
    });
    assert.equal(history.json().data[0].source, 'online');
    assert.equal(history.json().data[0].type, 'CARD');
  });

  test('confirmed again, twice at once, and paid again: still one purchase', async () => {
    const { id } = (await order({ studentId: ids.mia, packageId: ids.pkg })).json();
    const results = await Promise.all([pay(id), pay(id), confirm(id), confirm(id)]);
    for (const r of results) assert.equal(r.statusCode, 200, r.body);
    await confirm(id);
    const [row] = await t.db.select().from(voucherOrders).where(eq(voucherOrders.id, id));
    assert.equal(row.status, 'PAID');
    const recorded = (await purchasesOf(ids.mia)).filter((p) => p.providerPayment === row.providerPayment);
    assert.equal(recorded.length, 1);
    const charges = await t.db
      .select()
      .from(billingTestCharges)
      .where(eq(billingTestCharges.idempotencyKey, `voucher-order-${id}-attempt-1`));
    assert.equal(charges.length, 1, 'charged once');
  });

  test('a crash between the payment and its recording, then the confirmation retried: recorded once', async () => {
    const { id } = (await order({ studentId: ids.mia, packageId: ids.pkg })).json();
    const count = (await purchasesOf(ids.mia)).length;
    // The process claimed attempt 1 and the provider charged it, then the process died before recording.
    await t.db
      .update(voucherOrders)
      .set({ status: 'PROCESSING', attempt: 1, paymentMethod: 'pm_card_visa', chargeStartedAt: new Date() })
      .where(eq(voucherOrders.id, id));
    const charged = await createTestProvider(t.db).charge({
      attempt: 1,
      amountCents: 45000n,
      currency: 'CAD',
      paymentMethod: 'pm_card_visa',
      customer: null,
      idempotencyKey: `voucher-order-${id}-attempt-1`,
      offSession: false,
      returnUrl: 'http://localhost/portal/buy',
    });
    assert.equal(charged.status, 'succeeded');
    assert.equal((await purchasesOf(ids.mia)).length, count, 'nothing recorded yet');
    const [first, second] = await Promise.all([confirm(id), confirm(id)]);
    assert.equal(first.json().status, 'PAID', first.body);
    assert.equal(second.json().status, 'PAID', second.body);
    assert.equal((await purchasesOf(ids.mia)).length, count + 1);
    const charges = await t.db
      .select()
      .from(billingTestCharges)
      .where(eq(billingTestCharges.idempotencyKey, `voucher-order-${id}-attempt-1`));
    assert.equal(charges.length, 1, 'the retry charged nothing more');
  });

  test('a declined card records nothing and may be retried with another card', async () => {
    const { id } = (await order({ studentId: ids.mia, packageId: ids.pkg })).json();
    const before = await balanceOf(ids.mia);
    const count = (await purchasesOf(ids.mia)).length;
    const declined = await pay(id, DECLINED);
    assert.equal(declined.json().status, 'FAILED');
    assert.equal(declined.json().failureMessage, 'Your card was declined.');
    assert.equal(await balanceOf(ids.mia), before);
    assert.equal((await purchasesOf(ids.mia)).length, count);
    const retried = await pay(id, VISA);
    assert.equal(retried.json().status, 'PAID');
  });

  test('an authentication step: abandoned records nothing; completed, the return confirms once', async () => {
    const { id } = (await order({ studentId: ids.mia, packageId: ids.pkg })).json();
    const count = (await purchasesOf(ids.mia)).length;
    const waiting = await pay(id, THREE_D);
    assert.equal(waiting.json().status, 'REQUIRES_ACTION');
    const actionUrl: string = waiting.json().actionUrl;
    assert.equal((await confirm(id)).json().status, 'REQUIRES_ACTION', 'abandoned: nothing recorded');
    assert.equal((await purchasesOf(ids.mia)).length, count);
    const done = await t.inject({
      method: 'POST',
      url: actionUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=complete',
    });
    assert.equal(done.statusCode, 303);
    assert.match(done.headers.location as string, new RegExp(`/portal/buy\\?order=${id}$`));
    assert.equal((await confirm(id)).json().status, 'PAID');
    assert.equal((await confirm(id)).json().status, 'PAID');
    assert.equal((await purchasesOf(ids.mia)).length, count + 1);
  });

  test("another family's student or order answers 404 and writes nothing", async () => {
    const mine = (await order({ studentId: ids.mia, packageId: ids.pkg })).json();
    const snapshot = await tableSnapshot(t.db);
    assert.equal((await order({ studentId: ids.stranger, packageId: ids.pkg })).statusCode, 404);
    assert.equal((await pay(mine.id, VISA, other)).statusCode, 404);
    assert.equal((await confirm(mine.id, other)).statusCode, 404);
    assert.equal(
      (await t.inject({ method: 'GET', url: `/api/portal/voucher-orders/${mine.id}`, headers: other })).statusCode,
      404,
    );
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
  });

  test('an inactive package, an amount the centre does not offer, or one out of range is refused', async () => {
    const off = await order({ studentId: ids.mia, packageId: ids.inactivePkg });
    assert.equal(off.statusCode, 400);
    assert.equal(off.json().fieldErrors[0].field, 'packageId');
    const free = await order({ studentId: ids.mia, amount: '75.00' });
    assert.equal(free.statusCode, 400);
    assert.equal(free.json().fieldErrors[0].field, 'amount');
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/online-payment-settings',
      headers: admin,
      payload: { allowCustomAmount: true, customAmountMin: '20', customAmountMax: '500' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await order({ studentId: ids.mia, amount: '501' })).statusCode, 400);
    const ok = await order({ studentId: ids.mia, amount: '75.00' });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.deepEqual([ok.json().voucherAmount, ok.json().giftAmount], ['75.00', '0.00']);
  });

  test('Stripe keys are stored encrypted and never answered', async () => {
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/online-payment-settings',
      headers: admin,
      payload: {
        allowCustomAmount: false,
        stripeSecretKey: 'sk_test_centreSecret123',
        stripePublishableKey: 'pk_test_centrePublic9876',
        stripeWebhookSecret: 'whsec_centre',
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().provider, 'stripe');
    assert.equal(saved.json().publishableKeyEnd, '9876');
    assert.doesNotMatch(saved.body, /centreSecret|whsec_centre/);
    const [row] = await t.db.select().from(onlinePaymentSettings);
    assert.doesNotMatch(JSON.stringify(row), /centreSecret|centrePublic|whsec_centre/);
    // Keys saved here (no vendor STRIPE_* keys in this app): the Buy page's Stripe.js and its card
    // frames must be allowed by the content security policy, or the card form never appears.
    const buy = await t.inject({ method: 'GET', url: '/api/portal/buy', headers: parent });
    assert.equal(buy.json().provider, 'stripe');
    const csp = String(buy.headers['content-security-policy']);
    assert.match(csp, /script-src[^;]* https:\/\/js\.stripe\.com/);
    assert.match(csp, /frame-src[^;]* https:\/\/js\.stripe\.com[^;]* https:\/\/hooks\.stripe\.com/);
    assert.match(csp, /connect-src[^;]* https:\/\/api\.stripe\.com/);
    const cleared = await t.inject({
      method: 'PUT',
      url: '/api/online-payment-settings',
      headers: admin,
      payload: { allowCustomAmount: false, clearStripeKeys: true },
    });
    assert.equal(cleared.json().provider, 'test');
  });

  test('a refund goes back through the provider and reverses the purchase in the ledger, once', async () => {
    const { id } = (await order({ studentId: ids.mia, packageId: ids.pkg })).json();
    await pay(id);
    const [row] = await t.db.select().from(voucherOrders).where(eq(voucherOrders.id, id));
    const before = Number(await balanceOf(ids.mia));
    const refund = () =>
      t.inject({
        method: 'POST',
        url: `/api/voucher-purchases/${row.purchaseId}/online-refund`,
        headers: admin,
        payload: { reason: 'Family moved away' },
      });
    const [a, b] = await Promise.all([refund(), refund()]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assert.equal(a.json().status, 'REFUNDED');
    assert.equal(Number(await balanceOf(ids.mia)), before - 500);
    const [purchase] = await t.db
      .select()
      .from(voucherPurchases)
      .where(eq(voucherPurchases.id, row.purchaseId as number));
    assert.ok(purchase.reversedAt);
    const [charge] = await t.db
      .select()
      .from(billingTestCharges)
      .where(eq(billingTestCharges.idempotencyKey, `voucher-order-${id}-attempt-1`));
    assert.equal(charge.status, 'refunded');
    const staffPurchase = (await purchasesOf(ids.mia)).find((p) => p.source === null);
    if (staffPurchase) {
      const refused = await t.inject({
        method: 'POST',
        url: `/api/voucher-purchases/${staffPurchase.id}/online-refund`,
        headers: admin,
        payload: { reason: 'x' },
      });
      assert.equal(refused.statusCode, 404);
    }
  });

  test('a plain ledger Reverse of a purchase paid online (or its gift) is refused, naming "Refund to card"; nothing written', async () => {
    const { id } = (await order({ studentId: ids.mia, packageId: ids.pkg })).json();
    await pay(id);
    const [row] = await t.db.select().from(voucherOrders).where(eq(voucherOrders.id, id));
    const entries = await t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, row.purchaseId as number));
    // The ledger says which entries are paid online, so the screen offers no Reverse on them.
    const listed = await t.inject({ method: 'GET', url: `/api/students/${ids.mia}/ledger-entries`, headers: admin });
    const online = await t.db
      .select({ id: voucherPurchases.id })
      .from(voucherPurchases)
      .where(eq(voucherPurchases.source, 'online'));
    const onlineIds = new Set(online.map((p) => p.id));
    const listedEntries = listed.json().data as { id: number; purchaseId: number | null; paidOnline: boolean }[];
    for (const e of listedEntries)
      assert.equal(e.paidOnline, e.purchaseId !== null && onlineIds.has(e.purchaseId), `entry ${e.id}`);
    for (const e of entries) assert.ok(listedEntries.find((listedEntry) => listedEntry.id === e.id)?.paidOnline);
    const snapshot = await tableSnapshot(t.db);
    for (const e of entries) {
      const reversed = await t.inject({
        method: 'POST',
        url: `/api/ledger-entries/${e.id}/reverse`,
        headers: admin,
        payload: { reason: 'Mistake' },
      });
      assert.equal(reversed.statusCode, 422, `${e.kind}: ${reversed.body}`);
      assert.match(reversed.json().errorMessage, /paid online by card: use "Refund to card"/);
    }
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
    // Refund to card still reverses it in the ledger and refunds the card.
    const refunded = await t.inject({
      method: 'POST',
      url: `/api/voucher-purchases/${row.purchaseId}/online-refund`,
      headers: admin,
      payload: { reason: 'Asked for the money back' },
    });
    assert.equal(refunded.json().status, 'REFUNDED', refunded.body);
    // A purchase staff recorded by hand is still reversed the plain way.
    const manual = await t.inject({
      method: 'POST',
      url: '/api/voucher-purchases',
      headers: admin,
      payload: { studentId: ids.mia, type: 'CASH', voucherAmount: '20.00', purchaseDate: '2026-01-05' },
    });
    assert.equal(manual.statusCode, 201, manual.body);
    const [own] = await t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, manual.json().id));
    const reversed = await t.inject({
      method: 'POST',
      url: `/api/ledger-entries/${own.id}/reverse`,
      headers: admin,
      payload: { reason: 'Typed twice' },
    });
    assert.equal(reversed.statusCode, 201, reversed.body);
  });
});

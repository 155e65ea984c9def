/**
 * Credit and payments under concurrency. The bursts run on both databases (on PGlite the driver
 * serialises them; on PostgreSQL they meet over the pool); the gated tests force the interleaving on
 * PostgreSQL and skip on PGlite.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { billingAccounts, billingCreditEntries, billingInvoices, billingTestCharges } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { PLAN } from './helpers/billing';
import { ON_PGLITE, waitingOnLocks, whileHeld } from './helpers/locks';
import { insertRoleUsers } from './helpers/users';

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('billing under concurrency', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let system: AuthHeader;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    system = await t.signIn('system');
    await t.inject({ method: 'PUT', url: '/api/billing/price-plan', headers: system, payload: PLAN });
    await t.inject({
      method: 'PUT',
      url: '/api/billing/card/test',
      headers: admin,
      payload: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
  });
  after(() => t.close());

  /** The balance row equals the sum of the entries, and each entry's balance follows the one before it. */
  async function assertCreditConsistent() {
    const entries = await t.db.select().from(billingCreditEntries).orderBy(asc(billingCreditEntries.id));
    let running = 0;
    for (const entry of entries) {
      running += cents(entry.change);
      assert.equal(cents(entry.balanceAfter), running, `entry ${entry.id} (${entry.type})`);
      assert.ok(running >= 0);
    }
    const [account] = await t.db.select().from(billingAccounts);
    assert.equal(cents(account.creditBalance), running, 'balance row = sum of the entries');
  }

  test('60 credit changes and 10 invoices using credit at once: nothing lost, never below zero', async () => {
    const credit = (type: string, amount: string) =>
      t.inject({ method: 'POST', url: '/api/billing/credit-entries', headers: system, payload: { type, amount } });
    const invoice = (i: number) =>
      t.inject({
        method: 'POST',
        url: '/api/billing/invoices',
        headers: system,
        payload: {
          periodStart: `2033-${String(i + 1).padStart(2, '0')}-01`,
          periodEnd: `2033-${String(i + 1).padStart(2, '0')}-10`,
          quantity: 1,
        },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => credit('ADD', '10.00')),
      ...Array.from({ length: 20 }, () => credit('SUBTRACT', '3.00')),
      ...Array.from({ length: 10 }, (_, i) => credit('ADJUST', `${100 + i}.00`)),
      ...Array.from({ length: 10 }, (_, i) => invoice(i)),
    ]);
    for (const answer of answers) assert.ok([201, 422].includes(answer.statusCode), answer.body);
    await assertCreditConsistent();
    const uses = await t.db.select().from(billingCreditEntries).where(eq(billingCreditEntries.type, 'INVOICE_CHARGE'));
    const invoices = await t.db.select().from(billingInvoices);
    assert.equal(invoices.length, 10);
    for (const use of uses) {
      const used = invoices.find((row) => row.id === use.invoiceId);
      assert.equal(used?.credit, use.amount, 'the invoice shows the credit its entry took');
    }
  });

  test('two overlapping invoices at once: one is made', async () => {
    const make = () =>
      t.inject({
        method: 'POST',
        url: '/api/billing/invoices',
        headers: system,
        payload: { periodStart: '2034-01-01', periodEnd: '2034-01-31', quantity: 2 },
      });
    const answers = await Promise.all([make(), make(), make()]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409, 409]);
  });

  test('a credit change waits for the account lock held by another transaction (PostgreSQL)', {
    skip: ON_PGLITE,
  }, async () => {
    await whileHeld(
      t.db,
      (tx) => tx.execute(sql`select 1 from billing_accounts where id = 1 for update`),
      async (release, sent) => {
        const change = sent(
          t.inject({
            method: 'POST',
            url: '/api/billing/credit-entries',
            headers: system,
            payload: { type: 'ADD', amount: '1.00' },
          }),
        );
        await waitingOnLocks(t.db, 1, change);
        assert.equal(change.answered, false, 'the change went ahead without the lock');
        await release();
        assert.equal((await change.response).statusCode, 201);
      },
    );
    await assertCreditConsistent();
  });

  test('paying one invoice from ten connections at once charges it once (PostgreSQL)', {
    skip: ON_PGLITE,
  }, async () => {
    const made = await t.inject({
      method: 'POST',
      url: '/api/billing/invoices',
      headers: system,
      payload: { periodStart: '2035-01-01', periodEnd: '2035-01-31', quantity: 3 },
    });
    const id = made.json().id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.inject({ method: 'POST', url: `/api/billing/invoices/${id}/pay`, headers: admin, payload: {} }),
      ),
    );
    assert.ok(answers.every((a) => a.statusCode === 200));
    assert.ok(answers.some((a) => a.json().outcome === 'PAID'));
    const charges = await t.db
      .select()
      .from(billingTestCharges)
      .where(sql`${billingTestCharges.idempotencyKey} like ${`invoice-${id}-%`}`);
    assert.equal(charges.length, 1);
  });
});

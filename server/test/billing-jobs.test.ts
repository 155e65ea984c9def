/** The period end as the server runs it: the `billing.period-end` job on the durable job queue. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { billingInvoices } from '../src/db/schema';
import { oneMonthBefore, todayOf } from '../src/modules/billing/billing-periods';
import { BILLING_PERIOD_END_JOB } from '../src/modules/billing/period-end.job';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { PLAN } from './helpers/billing';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('billing on the job queue', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let system: AuthHeader;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    system = await t.signIn('system');
  });
  after(() => t.close());

  test('the period-end job invoices the period that ended and charges the card on file, once', async () => {
    await insertStudent(t.db, { createdAt: dayjs().subtract(3, 'month').toDate() });
    await insertStudent(t.db, { createdAt: dayjs().subtract(3, 'month').toDate() });
    const put = (url: string, payload: object, headers: AuthHeader) =>
      t.inject({ method: 'PUT', url, headers, payload });
    assert.equal((await put('/api/billing/price-plan', PLAN, system)).statusCode, 200);
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    assert.equal((await put('/api/billing/card/test', card, admin)).statusCode, 200);
    // A month back at most (spec §5), so the first period ended yesterday.
    const startDate = oneMonthBefore(todayOf(new Date()));
    const started = await t.inject({
      method: 'POST',
      url: '/api/billing/cycle',
      headers: system,
      payload: { startDate },
    });
    assert.equal(started.statusCode, 201, started.body);

    // Two ticks at once, as two processes' crons could: one invoice, one charge.
    await Promise.all([t.jobs.send(BILLING_PERIOD_END_JOB, {}), t.jobs.send(BILLING_PERIOD_END_JOB, {})]);
    const deadline = Date.now() + 20_000;
    let invoices = await t.db.select().from(billingInvoices);
    while ((invoices.length === 0 || invoices[0].status !== 'PAID') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      invoices = await t.db.select().from(billingInvoices);
    }
    assert.equal(invoices.length, 1);
    assert.equal(invoices[0].periodStart, startDate);
    assert.equal(invoices[0].quantity, 2);
    assert.equal(invoices[0].status, 'PAID');
    assert.equal(invoices[0].chargeAttempt, 1);
  });
});

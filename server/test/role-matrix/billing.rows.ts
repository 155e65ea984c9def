import { randomBytes } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { billingCycles, billingTestCharges } from '../../src/db/schema';
import { updatePricePlan } from '../../src/modules/billing/billing-account';
import { saveStripeCard } from '../../src/modules/billing/card.service';
import { createManualInvoice } from '../../src/modules/billing/invoices.service';
import { PLAN } from '../helpers/billing';
import { ANY_SIGNED_IN, type Row } from './types';

/** Spec §2/§6: administrators and system users see billing and pay; only system users change it. */
const ADMIN_SYSTEM = ['ROLE_ADMIN', 'ROLE_SYSTEM'] as const;
const SYSTEM = ['ROLE_SYSTEM'] as const;

async function withPlan(db: Database) {
  await updatePricePlan(db, PLAN, null);
}

/** A fresh unpaid manual invoice, one day of its own per call (year 2040 onwards), with a card on file. */
async function invoiceId(db: Database, n: number) {
  await withPlan(db);
  await saveStripeCard(db, {
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2099,
    paymentMethod: 'pm_card_visa',
    customer: null,
  });
  const day = new Date(Date.UTC(2040, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const invoice = await createManualInvoice(db, { periodStart: day, periodEnd: day, quantity: 3 }, null, day);
  return invoice.id;
}

async function noActiveCycle(db: Database) {
  await withPlan(db);
  await db.update(billingCycles).set({ stoppedAt: sql`now()` }).where(isNull(billingCycles.stoppedAt));
}

async function activeCycle(db: Database) {
  await noActiveCycle(db);
  await db.insert(billingCycles).values({ startDate: new Date().toISOString().slice(0, 10) });
}

async function challengeToken(db: Database, n: number) {
  const token = randomBytes(24).toString('hex');
  await db.insert(billingTestCharges).values({
    idempotencyKey: `matrix-${n}-${token}`,
    paymentMethod: 'pm_card_authenticationRequired',
    amount: '1.00',
    currency: 'CAD',
    status: 'requires_action',
    challengeToken: token,
    returnUrl: 'http://localhost:8000/redirectUrlPage',
  });
  return token;
}

const today = () => new Date().toISOString().slice(0, 10);

export const billingRows: Row[] = [
  {
    route: 'GET /api/billing/overview',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/billing/overview' }),
  },
  {
    route: 'GET /api/billing/price-plan',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/billing/price-plan' }),
  },
  {
    route: 'PUT /api/billing/price-plan',
    allowed: SYSTEM,
    ok: 200,
    request: () => ({ method: 'PUT', url: '/api/billing/price-plan', payload: PLAN }),
  },
  {
    route: 'GET /api/billing/cycle',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/billing/cycle' }),
  },
  {
    route: 'POST /api/billing/cycle',
    allowed: SYSTEM,
    ok: 201,
    request: async (f) => {
      await noActiveCycle(f.db);
      return { method: 'POST', url: '/api/billing/cycle', payload: { startDate: today() } };
    },
  },
  {
    route: 'POST /api/billing/cycle/stop',
    allowed: SYSTEM,
    ok: 200,
    request: async (f) => {
      await activeCycle(f.db);
      return { method: 'POST', url: '/api/billing/cycle/stop' };
    },
  },
  {
    route: 'GET /api/billing/schedule',
    allowed: SYSTEM,
    ok: 200,
    request: async (f) => {
      await activeCycle(f.db);
      return { method: 'GET', url: '/api/billing/schedule' };
    },
  },
  {
    route: 'POST /api/billing/period-end-runs',
    allowed: SYSTEM,
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/billing/period-end-runs' }),
  },
  {
    route: 'GET /api/billing/invoices',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/billing/invoices', query: { status: 'UNPAID' } }),
  },
  {
    route: 'GET /api/billing/invoices/:id',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/billing/invoices/${await invoiceId(f.db, f.n)}` }),
  },
  {
    route: 'GET /api/billing/invoices/:id/pdf',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/billing/invoices/${await invoiceId(f.db, f.n)}/pdf` }),
  },
  {
    route: 'POST /api/billing/invoices',
    allowed: SYSTEM,
    ok: 201,
    request: async (f) => {
      await withPlan(f.db);
      const day = new Date(Date.UTC(2060, 0, 1) + f.n * 86_400_000).toISOString().slice(0, 10);
      return {
        method: 'POST',
        url: '/api/billing/invoices',
        payload: { periodStart: day, periodEnd: day, quantity: 2 },
      };
    },
  },
  {
    route: 'POST /api/billing/invoices/:id/pay',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/billing/invoices/${await invoiceId(f.db, f.n)}/pay`,
      payload: {},
    }),
  },
  {
    route: 'POST /api/billing/invoices/:id/void',
    allowed: SYSTEM,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/billing/invoices/${await invoiceId(f.db, f.n)}/void`,
      payload: { reason: 'Matrix' },
    }),
  },
  {
    route: 'GET /api/billing/credit-entries',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/billing/credit-entries' }),
  },
  {
    route: 'POST /api/billing/credit-entries',
    allowed: SYSTEM,
    ok: 201,
    request: () => ({
      method: 'POST',
      url: '/api/billing/credit-entries',
      payload: { type: 'ADD', amount: '1.00', comments: 'Matrix' },
    }),
  },
  {
    route: 'GET /api/billing/overdue',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/billing/overdue' }),
  },
  {
    route: 'POST /api/billing/card-setup',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/billing/card-setup' }),
  },
  {
    route: 'PUT /api/billing/card/test',
    allowed: ADMIN_SYSTEM,
    ok: 200,
    request: () => ({
      method: 'PUT',
      url: '/api/billing/card/test',
      payload: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
    }),
  },
  {
    route: 'GET /api/billing/test-provider/challenges/:token',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({
      method: 'GET',
      url: `/api/billing/test-provider/challenges/${await challengeToken(f.db, f.n)}`,
    }),
  },
  {
    route: 'POST /api/billing/test-provider/challenges/:token',
    allowed: 'public',
    ok: 303,
    request: async (f) => ({
      method: 'POST',
      url: `/api/billing/test-provider/challenges/${await challengeToken(f.db, f.n)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=complete',
    }),
  },
  // The matrix runs on the test provider: allowed callers reach the handler, which answers that Stripe is
  // not configured (billing-stripe.test.ts covers both routes with Stripe).
  {
    route: 'PUT /api/billing/card/stripe',
    allowed: ADMIN_SYSTEM,
    ok: 404,
    request: () => ({ method: 'PUT', url: '/api/billing/card/stripe', payload: { setupIntentId: 'seti_matrix' } }),
  },
  {
    route: 'POST /api/billing/stripe-webhook',
    allowed: 'public',
    ok: 404,
    request: () => ({
      method: 'POST',
      url: '/api/billing/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    }),
  },
];

import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { familyLinks, users, voucherOrders, voucherPackages } from '../../src/db/schema';
import { insertFamily } from '../helpers/families';
import { insertStudent } from '../helpers/records';
import { ADMIN_ONLY, FAMILY_ONLY, type Row } from './types';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

async function aPackage(db: Database, n: number): Promise<number> {
  const [row] = await db
    .insert(voucherPackages)
    .values({ name: `Matrix package ${n}`, price: '100.00', voucherAmount: '100.00', giftAmount: '10.00' })
    .returning();
  return row.id;
}

/** A student linked to the matrix's family account (login `customer`). */
async function linkedStudent(db: Database): Promise<number> {
  const student = await insertStudent(db);
  const [family] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'customer'));
  await db.insert(familyLinks).values({ userId: family.id, studentId: student.id });
  return student.id;
}

/** An order of the matrix's family, waiting for its payment. */
async function pendingOrder(db: Database, n: number): Promise<number> {
  const studentId = await linkedStudent(db);
  const [family] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'customer'));
  const [order] = await db
    .insert(voucherOrders)
    .values({
      userId: family.id,
      studentId,
      packageId: await aPackage(db, n),
      price: '100.00',
      voucherAmount: '100.00',
      giftAmount: '10.00',
      currency: 'CAD',
    })
    .returning();
  return order.id;
}

/** A purchase paid online by another family, for the refund (administrators only). */
async function onlinePurchase(db: Database, n: number): Promise<number> {
  const student = await insertStudent(db);
  const family = await insertFamily(db, `buyer${n}`, [student.id]);
  const { createTestProvider } = await import('../../src/modules/billing');
  const charged = await createTestProvider(db).charge({
    attempt: 1,
    amountCents: 10000n,
    currency: 'CAD',
    paymentMethod: 'pm_card_visa',
    customer: null,
    idempotencyKey: `matrix-${n}`,
    offSession: false,
    returnUrl: 'http://localhost/portal/buy',
  });
  const [order] = await db
    .insert(voucherOrders)
    .values({
      userId: family.id,
      studentId: student.id,
      price: '100.00',
      voucherAmount: '100.00',
      giftAmount: '0.00',
      currency: 'CAD',
      status: 'PROCESSING',
      attempt: 1,
      paymentMethod: 'pm_card_visa',
    })
    .returning();
  const { recordVoucherPurchase } = await import('../../src/modules/vouchers');
  const reference = charged.status === 'succeeded' ? charged.reference : '';
  const purchase = await db.transaction((tx) =>
    recordVoucherPurchase(
      tx,
      family.id,
      { studentId: student.id, type: 'CARD', purchaseDate: '2026-03-01', voucherAmount: '100.00', giftAmount: '0' },
      { source: 'online', providerPayment: reference },
    ),
  );
  await db
    .update(voucherOrders)
    .set({ status: 'PAID', purchaseId: purchase.id, providerPayment: reference })
    .where(eq(voucherOrders.id, order.id));
  return purchase.id;
}

/** Centre Settings' packages and card account (administrators), the portal's Buy screen (families). */
export const voucherPackageRows: Row[] = [
  {
    route: 'GET /api/voucher-packages',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/voucher-packages' }),
  },
  {
    route: 'POST /api/voucher-packages',
    allowed: ADMIN_ONLY,
    ok: 201,
    request: (f) => ({
      method: 'POST',
      url: '/api/voucher-packages',
      payload: { name: `Package ${f.n}`, price: '90', voucherAmount: '90' },
    }),
  },
  {
    route: 'PUT /api/voucher-packages/:id',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'PUT',
      url: `/api/voucher-packages/${await aPackage(f.db, f.n)}`,
      payload: { name: `Renamed ${f.n}`, price: '90', voucherAmount: '90', active: false },
    }),
  },
  {
    route: 'GET /api/online-payment-settings',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/online-payment-settings' }),
  },
  {
    route: 'PUT /api/online-payment-settings',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'PUT', url: '/api/online-payment-settings', payload: { allowCustomAmount: false } }),
  },
  {
    route: 'POST /api/voucher-purchases/:id/online-refund',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/voucher-purchases/${await onlinePurchase(f.db, f.n)}/online-refund`,
      payload: { reason: 'Matrix refund' },
    }),
  },
  {
    route: 'GET /api/portal/buy',
    allowed: FAMILY_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/portal/buy' }),
  },
  {
    route: 'POST /api/portal/voucher-orders',
    allowed: FAMILY_ONLY,
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      url: '/api/portal/voucher-orders',
      payload: { studentId: await linkedStudent(f.db), packageId: await aPackage(f.db, f.n) },
    }),
  },
  {
    route: 'GET /api/portal/voucher-orders/:id',
    allowed: FAMILY_ONLY,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/portal/voucher-orders/${await pendingOrder(f.db, f.n)}` }),
  },
  {
    route: 'POST /api/portal/voucher-orders/:id/pay',
    allowed: FAMILY_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/portal/voucher-orders/${await pendingOrder(f.db, f.n)}/pay`,
      payload: { card: VISA },
    }),
  },
  {
    route: 'POST /api/portal/voucher-orders/:id/confirm',
    allowed: FAMILY_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/portal/voucher-orders/${await pendingOrder(f.db, f.n)}/confirm`,
    }),
  },
  {
    route: 'POST /api/portal/stripe-webhook',
    allowed: 'public',
    ok: 404,
    request: () => ({
      method: 'POST',
      url: '/api/portal/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    }),
  },
];

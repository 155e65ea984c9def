/**
 * `node --import tsx server/test/helpers/overdue-centre.ts <DATA_DIR> <admin login> <operator login> <password>`:
 * an embedded database whose centre owes an overdue invoice, for tests/e2e/billing-overdue.spec.ts. An
 * invoice cannot be dated in the past through the API (a manual invoice is dated today, a cycle starts
 * at most a month back), so this makes one through the billing services as the period end would have
 * two months ago: invoiced, charged to a card that was declined, and never paid since.
 */
import dayjs from 'dayjs';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { updatePricePlan } from '../../src/modules/billing/billing-account';
import { saveStripeCard } from '../../src/modules/billing/card.service';
import { invoiceNumberOf } from '../../src/modules/billing/invoice-records';
import { createManualInvoice } from '../../src/modules/billing/invoices.service';
import { chargeInvoice } from '../../src/modules/billing/payments/charge';
import { createTestProvider, testCardOf } from '../../src/modules/billing/payments/test-provider';
import { PLAN } from './billing';

const [dataDir, adminLogin, operatorLogin, password] = process.argv.slice(2);
if (!dataDir || !adminLogin || !operatorLogin || !password)
  throw new Error('usage: <DATA_DIR> <admin> <operator> <password>');

const DAY = 'YYYY-MM-DD';
const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  const { db } = database;
  const passwordHash = await hashPassword(password);
  await db.insert(users).values([
    { login: adminLogin, passwordHash, role: 'ROLE_ADMIN', email: `${adminLogin}@e2e.example`, activated: true },
    {
      login: operatorLogin,
      passwordHash,
      role: 'ROLE_OPERATOR',
      email: `${operatorLogin}@e2e.example`,
      activated: true,
    },
  ]);
  await updatePricePlan(db, PLAN, null);
  const now = new Date();
  await saveStripeCard(
    db,
    testCardOf({ number: '4000000000000002', expMonth: 12, expYear: now.getFullYear() + 3, cvc: '123' }, now),
  );
  const month = dayjs().subtract(2, 'month');
  // Dated the day after its period: due 14 days later (the plan's terms), well past the grace period now.
  const invoice = await createManualInvoice(
    db,
    { periodStart: month.startOf('month').format(DAY), periodEnd: month.endOf('month').format(DAY), quantity: 3 },
    null,
    month.add(1, 'month').startOf('month').format(DAY),
  );
  const charged = await chargeInvoice(db, createTestProvider(db), invoice.id, {
    offSession: true,
    returnUrl: '/redirectUrlPage',
    publicUrl: 'http://localhost',
  });
  if (charged.outcome !== 'FAILED') throw new Error(`the declined card gave ${charged.outcome}`);
  console.log(JSON.stringify({ invoiceNumber: invoiceNumberOf(invoice.id), total: invoice.total }));
} finally {
  await database.close();
}

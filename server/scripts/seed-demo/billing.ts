import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { students, users } from '../../src/db/schema';
import { updatePricePlan } from '../../src/modules/billing/billing-account';
import { startBillingCycle } from '../../src/modules/billing/billing-cycle.service';
import { saveStripeCard } from '../../src/modules/billing/card.service';
import { changeCredit } from '../../src/modules/billing/credit.service';
import { createManualInvoice } from '../../src/modules/billing/invoices.service';
import { chargeInvoice } from '../../src/modules/billing/payments/charge';
import { createTestProvider, testCardOf } from '../../src/modules/billing/payments/test-provider';

const DAY = 'YYYY-MM-DD';

/**
 * Vendor billing for the demo centre, through the billing services and the built-in test provider: a
 * price plan, credit history, the four months before this one invoiced (the first three paid by card,
 * the last declined), and a billing cycle running from the first of this month. The past months are
 * manual invoices: a cycle cannot start more than a month back, and the demo students have no status
 * history before today. The declined invoice is dated today so it is not overdue on a fresh seed.
 */
export async function seedDemoBilling(db: Database): Promise<string> {
  const [vendor] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'vendor'));
  const by = vendor?.id ?? null;
  const today = dayjs();
  await updatePricePlan(
    db,
    {
      chargeRanges: [
        { from: 1, to: 20, unitPrice: '6.00' },
        { from: 21, to: 50, unitPrice: '5.00' },
        { from: 51, to: null, unitPrice: '4.00' },
      ],
      minimumCharge: '50.00',
      taxRate: '13',
      currency: 'CAD',
      paymentTermsDays: 30,
    },
    by,
  );
  const active = (await db.select({ id: students.id }).from(students).where(eq(students.status, 'active'))).length;
  const provider = createTestProvider(db);
  const useCard = (number: string) =>
    saveStripeCard(db, testCardOf({ number, expMonth: 12, expYear: today.year() + 3, cvc: '123' }, new Date()));
  const options = { offSession: true, returnUrl: '/redirectUrlPage', publicUrl: 'http://localhost:8000' };
  const credits: [type: 'ADD' | 'ADJUST' | 'SUBTRACT', amount: string, comments: string][][] = [
    [['ADD', '40.00', 'Welcome credit for the first month']],
    [['ADJUST', '25.00', 'Goodwill for the outage on the 12th']],
    [
      ['ADD', '30.00', 'Referral bonus'],
      ['SUBTRACT', '20.00', 'Referral bonus entered twice'],
    ],
    [],
  ];
  await useCard('4242424242424242');
  for (const [i, monthsBack] of [4, 3, 2, 1].entries()) {
    for (const [type, amount, comments] of credits[i]) await changeCredit(db, { type, amount, comments }, by);
    const month = today.subtract(monthsBack, 'month');
    const last = monthsBack === 1;
    if (last) await useCard('4000000000000002');
    const invoice = await createManualInvoice(
      db,
      {
        periodStart: month.startOf('month').format(DAY),
        periodEnd: month.endOf('month').format(DAY),
        quantity: Math.max(1, active - monthsBack),
      },
      by,
      last ? today.format(DAY) : month.add(1, 'month').startOf('month').format(DAY),
    );
    await chargeInvoice(db, provider, invoice.id, options);
  }
  await useCard('4242424242424242');
  await changeCredit(db, { type: 'ADD', amount: '15.00', comments: 'Loyalty credit' }, by);
  await startBillingCycle(db, today.startOf('month').format(DAY), by as number, today.format(DAY));
  return 'Billing: a price plan, credit history, 4 months of invoices (3 paid, 1 declined) and a billing cycle from the 1st of this month.';
}

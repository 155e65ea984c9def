import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { updatePricePlan } from '../../src/modules/billing/billing-account';
import { startBillingCycle } from '../../src/modules/billing/billing-cycle.service';
import { saveStripeCard } from '../../src/modules/billing/card.service';
import { changeCredit } from '../../src/modules/billing/credit.service';
import { createTestProvider, testCardOf } from '../../src/modules/billing/payments/test-provider';
import { runBillingPeriodEnd } from '../../src/modules/billing/period-end';

const DAY = 'YYYY-MM-DD';

/**
 * Vendor billing for the demo centre, through the billing services and the built-in test provider: a
 * price plan, credit history, and a billing cycle started on the 1st four months ago whose four ended
 * months were invoiced and charged by the app's own period-end run, each at its month's end: the first
 * three paid by card, the last declined. Each invoice counts and lists the students active in its month
 * (the students' status history is written by students.ts). The declined invoice is dated the 1st of
 * this month and due 30 days later, so it is not overdue on a fresh seed. The cycle is started as if on
 * its first day: a system user cannot start one more than a month back.
 */
export async function seedDemoBilling(db: Database): Promise<string> {
  const [vendor] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'vendor'));
  const by = vendor?.id ?? null;
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
      // A made-up vendor: the invoice PDF prints who issues it.
      issuerName: 'Centre Admin Software Inc.',
      issuerAddress: '100 Example Street, Suite 400\nToronto ON M5V 0A1\nCanada',
      issuerTaxNumber: '123456789 RT0001',
    },
    by,
  );
  const provider = createTestProvider(db);
  const useCard = (number: string) =>
    saveStripeCard(db, testCardOf({ number, expMonth: 12, expYear: dayjs().year() + 3, cvc: '123' }, new Date()));
  const credits: [type: 'ADD' | 'ADJUST' | 'SUBTRACT', amount: string, comments: string][][] = [
    [['ADD', '40.00', 'Welcome credit for the first month']],
    [['ADJUST', '25.00', 'Goodwill for the outage on the 12th']],
    [
      ['ADD', '30.00', 'Referral bonus'],
      ['SUBTRACT', '20.00', 'Referral bonus entered twice'],
    ],
    [],
  ];
  const cycleStart = dayjs().startOf('month').subtract(credits.length, 'month');
  await useCard('4242424242424242');
  await startBillingCycle(db, cycleStart.format(DAY), by, cycleStart.format(DAY));
  await db.execute(sql`update billing_cycles set created_at = ${cycleStart.add(9, 'hour').toISOString()}::timestamptz`);
  const failures: string[] = [];
  for (const [i, changes] of credits.entries()) {
    const month = cycleStart.add(i, 'month');
    await datedAt(db, month.add(14, 'day').add(10, 'hour').toDate(), async () => {
      for (const [type, amount, comments] of changes) await changeCredit(db, { type, amount, comments }, by);
    });
    if (i === credits.length - 1) await useCard('4000000000000002');
    // Midday on the first day after the month: the run invoices the month that ended and charges it.
    const monthEnd = month.add(1, 'month').add(12, 'hour').toDate();
    await datedAt(db, monthEnd, async () => {
      const run = await runBillingPeriodEnd(db, monthEnd, { provider, publicUrl: 'http://localhost:8000' });
      failures.push(...run.skipped);
    });
  }
  if (failures.length > 0) throw new Error(`The demo's billing runs left periods out: ${failures.join('; ')}`);
  await useCard('4242424242424242');
  await changeCredit(db, { type: 'ADD', amount: '15.00', comments: 'Loyalty credit' }, by);
  return `Billing: a price plan, credit history, and a billing cycle from ${cycleStart.format(DAY)} with ${credits.length} months invoiced by its period-end run (3 paid, 1 declined), each listing the students it counted.`;
}

/**
 * The services stamp what they write with the moment they run; the demo's history dates the credit
 * entries and invoices a step writes when its story has them happen (the invoices' payment too).
 */
async function datedAt(db: Database, at: Date, step: () => Promise<void>) {
  const last = async () =>
    (
      await db.execute<{ credit: number; invoice: number }>(sql`
        select (select coalesce(max(id), 0) from billing_credit_entries)::int as credit,
               (select coalesce(max(id), 0) from billing_invoices)::int as invoice`)
    ).rows[0];
  const before = await last();
  await step();
  const when = at.toISOString();
  await db.execute(
    sql`update billing_credit_entries set created_at = ${when}::timestamptz where id > ${before.credit}`,
  );
  await db.execute(sql`update billing_invoices set created_at = ${when}::timestamptz,
    paid_at = case when paid_at is null then null else ${when}::timestamptz end where id > ${before.invoice}`);
}

import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../src/db/client';
import { billingTestCharges, familyLinks, users, voucherOrders, voucherPackages } from '../../src/db/schema';
import { recordVoucherPurchase } from '../../src/modules/vouchers';

const PACKAGES = [
  { name: '5 lessons', price: '225.00', voucherAmount: '225.00', giftAmount: '0.00' },
  { name: '10 lessons', price: '450.00', voucherAmount: '450.00', giftAmount: '25.00' },
  { name: '20 lessons', price: '900.00', voucherAmount: '900.00', giftAmount: '100.00' },
];

/**
 * The portal's voucher packages and two online purchases per demo family (issue 33), paid through the
 * built-in test provider with 4242 4242 4242 4242 and recorded as the portal records them: a test
 * charge, a paid order, and a Card purchase with source "online" through the vouchers module.
 */
export async function insertOnlinePurchases(tx: Transaction, today: Date): Promise<number> {
  const packages = await tx.insert(voucherPackages).values(PACKAGES).returning();
  const links = await tx
    .select({ userId: familyLinks.userId, studentId: familyLinks.studentId })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.userId))
    .where(inArray(users.login, ['parent.one', 'parent.two']))
    .orderBy(asc(familyLinks.userId), asc(familyLinks.studentId));
  let count = 0;
  for (const [index, link] of links.entries()) {
    for (const [round, pkg] of [packages[1], packages[index % 2 === 0 ? 0 : 2]].entries()) {
      const day = new Date(today.getTime() - (40 - round * 25 - index) * 86_400_000).toISOString().slice(0, 10);
      const [order] = await tx
        .insert(voucherOrders)
        .values({
          userId: link.userId,
          studentId: link.studentId,
          packageId: pkg.id,
          label: pkg.name,
          price: pkg.price,
          voucherAmount: pkg.voucherAmount,
          giftAmount: pkg.giftAmount,
          currency: 'CAD',
          status: 'PROCESSING',
          attempt: 1,
          paymentMethod: 'pm_card_visa',
        })
        .returning();
      const [charge] = await tx
        .insert(billingTestCharges)
        .values({
          idempotencyKey: `voucher-order-${order.id}-attempt-1`,
          paymentMethod: 'pm_card_visa',
          amount: pkg.price,
          currency: 'CAD',
          status: 'succeeded',
        })
        .returning();
      const reference = `tch_${charge.id}`;
      const purchase = await recordVoucherPurchase(
        tx,
        link.userId,
        {
          studentId: link.studentId,
          type: 'CARD',
          purchaseDate: day,
          voucherAmount: pkg.voucherAmount,
          giftAmount: pkg.giftAmount,
          comments: `Paid online by card: ${pkg.name} (${reference})`,
        },
        { source: 'online', providerPayment: reference, evenIfInactive: true },
      );
      await tx
        .update(voucherOrders)
        .set({ status: 'PAID', purchaseId: purchase.id, providerPayment: reference })
        .where(eq(voucherOrders.id, order.id));
      count++;
    }
  }
  return count;
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingTestCharges } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { settleProviderPayment } from './payments/charge';
import type { PaymentProvider } from './payments/provider';
import { DECLINE_MESSAGES, testChargeReference } from './payments/test-provider';

/** The test provider's charge behind a 3-D Secure link; not found when the link is unknown or Stripe serves. */
export async function findTestCharge(db: Database, provider: PaymentProvider, token: string) {
  if (provider.kind !== 'test') throw new AppError('notfound');
  const [charge] = await db.select().from(billingTestCharges).where(eq(billingTestCharges.challengeToken, token));
  if (!charge) throw new AppError('notfound', { message: 'This authentication link is not valid.' });
  return charge;
}

/**
 * The card holder completed or failed the test authentication: the charge and its invoice payment settle.
 * Only a charge still waiting moves, so a second submit (back button, double click) changes nothing.
 * Returns where the browser goes back to.
 */
export async function completeTestChallenge(
  db: Database,
  provider: PaymentProvider,
  { token, succeeded }: { token: string; succeeded: boolean },
) {
  const charge = await findTestCharge(db, provider, token);
  const [moved] = await db
    .update(billingTestCharges)
    .set(
      succeeded ? { status: 'succeeded' } : { status: 'failed', failureMessage: DECLINE_MESSAGES.authenticationFailed },
    )
    .where(and(eq(billingTestCharges.id, charge.id), eq(billingTestCharges.status, 'requires_action')))
    .returning();
  if (moved)
    await settleProviderPayment(
      db,
      { reference: testChargeReference(charge.id) },
      succeeded ? { succeeded: true } : { succeeded: false, message: DECLINE_MESSAGES.authenticationFailed },
    );
  return charge.returnUrl ?? '/redirectUrlPage';
}

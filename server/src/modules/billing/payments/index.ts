import type { Database } from '../../../db/client';
import type { AppConfig } from '../../../plugins/env';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** Stripe when its keys are set (docs/payments.md), else the built-in test provider. */
export function createPaymentProvider(db: Database, config: AppConfig): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestProvider(db);
}

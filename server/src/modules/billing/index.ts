/**
 * The billing module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */

export { type TestCardInput, testCardBody } from './billing.schemas';
export { getIssuer, getPricePlan, updatePricePlan } from './billing-account';
export { todayOf } from './billing-periods';
export { invoiceFilename, renderInvoicePdf } from './invoice-pdf';
export { getBillingInvoice, getOverdueState, listBillingInvoices, OVERDUE_GRACE_DAYS } from './invoice-records';
export { chargeInvoice, settleProviderPayment } from './payments/charge';
export type { ChargeOutcome, PaymentProvider } from './payments/provider';
export type { StripeProvider } from './payments/stripe-provider';
export {
  createStripeProvider,
  failureOfIntent,
  isPaymentIntentOutcome,
  outcomeOfIntent,
} from './payments/stripe-provider';
export {
  challengePath,
  createTestProvider,
  DECLINE_MESSAGES,
  testCardOf,
  testChargeReference,
} from './payments/test-provider';
export { runBillingPeriodEnd } from './period-end';

/**
 * The billing module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */
export { getIssuer, getPricePlan, updatePricePlan } from './billing-account';
export { todayOf } from './billing-periods';
export { invoiceFilename, renderInvoicePdf } from './invoice-pdf';
export { getBillingInvoice, getOverdueState, listBillingInvoices, OVERDUE_GRACE_DAYS } from './invoice-records';
export { chargeInvoice, settleProviderPayment } from './payments/charge';
export type { StripeProvider } from './payments/stripe-provider';
export { challengePath, DECLINE_MESSAGES, testChargeReference } from './payments/test-provider';
export { runBillingPeriodEnd } from './period-end';
export { outcomeOfIntent } from './payments/stripe-provider';
export { createStripeProvider } from './payments/stripe-provider';
export { createTestProvider, testCardOf } from './payments/test-provider';
export type { ChargeOutcome, PaymentProvider } from './payments/provider';
export { testCardBody, type TestCardInput } from './billing.schemas';

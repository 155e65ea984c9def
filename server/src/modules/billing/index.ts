/** The module's front door for its routes: what they use besides its `*.service.ts` files (routes import only those, their schemas and this file). */
export { getIssuer, getPricePlan, updatePricePlan } from './billing-account';
export { todayOf } from './billing-periods';
export { invoiceFilename, renderInvoicePdf } from './invoice-pdf';
export { getBillingInvoice, getOverdueState, listBillingInvoices, OVERDUE_GRACE_DAYS } from './invoice-records';
export { chargeInvoice, settleProviderPayment } from './payments/charge';
export type { StripeProvider } from './payments/stripe-provider';
export { challengePath, DECLINE_MESSAGES, testChargeReference } from './payments/test-provider';
export { runBillingPeriodEnd } from './period-end';

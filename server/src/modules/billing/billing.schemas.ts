import { z } from 'zod';
import { INVOICE_STATUSES } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { fields } from '../../lib/validation';

/** Spec §5 messages, met exactly. */
export const MESSAGES = {
  cycleTooEarly: 'Billing cycle cannot be earlier than one month!',
  badQuantity: 'Invalid input quantity, please check again!',
  overlap: 'Invoice date overlapped, please try again!',
  noCycle: 'Currently no billing cycle!',
} as const;

/** Most students one invoice may count: 100,000 × the largest unit price still fits an amount column. */
export const MAX_QUANTITY = 100_000;
const unitPrice = fields.money.refine(
  (value) => !/^\d+(\.\d+)?$/.test(value) || Number(value) <= 99_999.99,
  'must be at most 99999.99',
);
const rate = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,3})?$/, 'must be a percentage from 0 to 99.999 (at most 3 decimals)');

const chargeRange = z.strictObject({
  from: z.number().int().min(0).max(MAX_QUANTITY).describe('First number of students of this range'),
  to: z.number().int().min(0).max(MAX_QUANTITY).nullable().describe('Last number of students; null: and above'),
  unitPrice: unitPrice.describe('Price per student per period in this range'),
});

/** Ranges from 0 or 1, ascending, each starting right after the previous one ends; only the last open. */
function rangeProblem(ranges: z.infer<typeof chargeRange>[]): string | undefined {
  if (ranges[0].from > 1) return 'the first range must start at 0 or 1 students';
  for (const [i, range] of ranges.entries()) {
    if (range.to !== null && range.to < range.from) return `range ${i + 1} ends before it starts`;
    const next = ranges[i + 1];
    if (!next) continue;
    if (range.to === null) return `only the last range may be open-ended (range ${i + 1} is)`;
    if (next.from !== range.to + 1) return `range ${i + 2} must start at ${range.to + 1} students`;
  }
  return undefined;
}

/** Optional text: empty or left out is "not set" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const pricePlanBody = z
  .strictObject({
    chargeRanges: z
      .array(chargeRange)
      .min(1)
      .max(20)
      .superRefine((ranges, ctx) => {
        const problem = ranges.length > 0 ? rangeProblem(ranges) : undefined;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .describe('Charge ranges, ascending and contiguous'),
    minimumCharge: fields.money
      .refine((value) => !/^\d+(\.\d+)?$/.test(value) || Number(value) <= 999_999.99, 'must be at most 999999.99')
      .describe('Least an invoice charges before credit and tax'),
    taxRate: rate.describe('Tax rate in percent, e.g. "13" or "14.975"'),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code like CAD')
      .describe('Currency of the plan (ISO 4217)'),
    paymentTermsDays: z.number().int().min(0).max(365).describe('Days from the invoice date to its due date'),
    issuerName: optionalText(200).describe("Who issues the invoices (the vendor's name), printed on every invoice"),
    issuerAddress: optionalText(500).describe("The vendor's address, one line per line, printed on every invoice"),
    issuerTaxNumber: optionalText(50).describe("The vendor's tax number (GST/HST, VAT…), printed on every invoice"),
  })
  .meta({ id: 'PricePlanForm' });

export const pricePlan = z
  .object({
    chargeRanges: z.array(
      z.object({ from: z.number().int(), to: z.number().int().nullable(), unitPrice: z.string() }).meta({
        id: 'ChargeRange',
      }),
    ),
    minimumCharge: z.string().describe('Minimum charge'),
    taxRate: z.string().describe('Tax rate (percent)'),
    currency: z.string().describe('ISO 4217 currency'),
    paymentTermsDays: z.number().int().describe('Days until due'),
    issuerName: z.string().nullable().describe('Invoice issuer: name; null until set'),
    issuerAddress: z.string().nullable().describe('Invoice issuer: address (lines); null until set'),
    issuerTaxNumber: z.string().nullable().describe('Invoice issuer: tax number; null until set'),
    updatedAt: z.string().nullable().describe('Last change (ISO 8601); null: never set'),
  })
  .meta({ id: 'PricePlan' });

export const cycleBody = z
  .strictObject({ startDate: fields.isoDate.describe('First day of the first period (YYYY-MM-DD)') })
  .meta({ id: 'BillingCycleForm' });

export const period = z
  .object({
    periodStart: z.string().describe('First day (YYYY-MM-DD)'),
    periodEnd: z.string().describe('Last day, inclusive (YYYY-MM-DD)'),
    invoiceDate: z.string().describe('Date the invoice is made (the day after the period)'),
    invoiceId: z.number().int().nullable().describe('The invoice made for it, if any'),
  })
  .meta({ id: 'BillingPeriod' });

export const billingCycle = z
  .object({
    id: z.number().int().describe('Cycle id'),
    startDate: z.string().describe('First day of the first period'),
    createdAt: z.string().describe('When it was started'),
    currentPeriod: period.nullable().describe('The period running today; null before the start date'),
    nextInvoiceDate: z.string().describe('Date of the next period-end invoice'),
  })
  .meta({ id: 'BillingCycle' });

export const cycleResponse = z
  .object({ cycle: billingCycle.nullable().describe('The active cycle, or null: "Currently no billing cycle!"') })
  .meta({ id: 'BillingCycleState' });

export const scheduleResponse = z
  .object({
    past: z.array(period).describe('Ended periods of the active cycle and their invoices'),
    coming: z.array(period).describe('The next periods and when each is invoiced'),
  })
  .meta({ id: 'BillingSchedule' });

export const card = z
  .object({
    brand: z.string().describe('Card brand, e.g. visa'),
    last4: z.string().describe('Last four digits'),
    expMonth: z.number().int().describe('Expiry month'),
    expYear: z.number().int().describe('Expiry year'),
  })
  .meta({ id: 'CardOnFile' });

export const overview = z
  .object({
    provider: z.enum(['test', 'stripe']).describe('Which card provider serves: the built-in test one or Stripe'),
    stripePublishableKey: z.string().nullable().describe('For Stripe Elements; null with the test provider'),
    card: card.nullable().describe('The card on file'),
    creditBalance: z.string().describe('Credit balance'),
    currency: z.string().nullable().describe('The plan currency; null before a plan is set'),
    cycle: billingCycle.nullable().describe('The active cycle'),
  })
  .meta({ id: 'BillingOverview' });

export const invoice = z
  .object({
    id: z.number().int().describe('Invoice id'),
    invoiceNumber: z.string().describe('Invoice number, e.g. INV-000012'),
    kind: z.enum(['CYCLE', 'MANUAL']).describe('Made at a period end or by hand'),
    invoiceDate: z.string().describe('Invoice date'),
    dueDate: z.string().describe('Due date'),
    periodStart: z.string().describe('Start date'),
    periodEnd: z.string().describe('End date (inclusive)'),
    status: z.enum(INVOICE_STATUSES).describe('UNPAID, PROCESSING, REQUIRES_ACTION, FAILED, PAID or VOID'),
    overdue: z.boolean().describe('Not paid and past its due date'),
    quantity: z.number().int().describe('Number of students'),
    chargeRange: z.string().describe('The charge range the quantity falls in'),
    unitPrice: z.string().describe('Unit price of that range'),
    subtotal: z.string().describe('Quantity × unit price'),
    minimumCharge: z.string().describe('Minimum charge'),
    credit: z.string().describe('Credit applied'),
    totalBeforeTax: z.string().describe('Total before tax'),
    taxRate: z.string().describe('Tax rate (percent)'),
    tax: z.string().describe('Tax'),
    total: z.string().describe('Total'),
    currency: z.string().describe('ISO 4217 currency'),
    failureMessage: z.string().nullable().describe('The card provider\u2019s message for the last failed charge'),
    actionUrl: z.string().nullable().describe('Where to complete a card authentication step'),
    paidAt: z.string().nullable().describe('When it was paid'),
    voidReason: z.string().nullable().describe('Why it was voided (status VOID)'),
    voidedAt: z.string().nullable().describe('When it was voided (ISO 8601)'),
  })
  .meta({ id: 'BillingInvoice' });

export const voidInvoiceBody = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .describe('Why the invoice is voided (kept in the audit log and on the invoice)'),
  })
  .meta({ id: 'VoidInvoiceForm' });

export const invoiceDetail = invoice
  .extend({
    students: z
      .array(
        z.object({
          studentId: z.number().int().describe('Student record id'),
          studentNumber: z.string().describe('Student number'),
          name: z.string().describe('Name when counted'),
        }),
      )
      .describe('The students counted (empty for a manual invoice, whose quantity was typed)'),
  })
  .meta({ id: 'BillingInvoiceDetail' });

export const invoiceListQuery = pageQuery
  .extend({ status: z.enum(INVOICE_STATUSES).optional().describe('Only invoices in this status') })
  .strict();

const quantityError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : MESSAGES.badQuantity;

export const manualInvoiceBody = z
  .strictObject({
    periodStart: fields.isoDate.describe('Start date (YYYY-MM-DD)'),
    periodEnd: fields.isoDate.describe('End date, inclusive (YYYY-MM-DD)'),
    quantity: z
      .number({ error: quantityError })
      .int({ error: MESSAGES.badQuantity })
      .min(1, { error: MESSAGES.badQuantity })
      .max(MAX_QUANTITY, { error: MESSAGES.badQuantity })
      .describe(`Number of students, 1 to ${MAX_QUANTITY}`),
  })
  .meta({ id: 'ManualInvoiceForm' });

export const payResult = z
  .object({
    invoice,
    outcome: z.enum(['PAID', 'FAILED', 'REQUIRES_ACTION', 'PROCESSING']).describe('What this attempt did'),
  })
  .meta({ id: 'PayInvoiceResult' });

export const payBody = z
  .strictObject({
    returnUrl: z
      .string()
      .max(300)
      .regex(/^\/[A-Za-z0-9/_?=&.-]*$/, 'must be a path on this site')
      .optional()
      .describe('Path the browser returns to after an authentication step (default /redirectUrlPage)'),
  })
  .meta({ id: 'PayInvoiceForm' });

export const creditBody = z
  .strictObject({
    type: z.enum(['ADD', 'ADJUST', 'SUBTRACT']).describe('ADD, ADJUST (set the balance to the amount) or SUBTRACT'),
    amount: fields.money.describe('Amount added, subtracted, or the new balance'),
    comments: z.string().trim().max(500).optional().describe('Why'),
  })
  .meta({ id: 'CreditChangeForm' });

export const creditEntry = z
  .object({
    id: z.number().int().describe('Entry id'),
    type: z.enum(['ADD', 'ADJUST', 'SUBTRACT', 'INVOICE_CHARGE']).describe('Credit update type'),
    amount: z.string().describe('Update amount'),
    change: z.string().describe('Signed change of the balance'),
    balanceAfter: z.string().describe('Current balance after this update'),
    invoiceId: z.number().int().nullable().describe('Billing invoice id'),
    invoiceNumber: z.string().nullable().describe('Billing invoice number'),
    comments: z.string().nullable().describe('Comments'),
    createdBy: z.string().nullable().describe('Who made it'),
    createdAt: z.string().describe('Created date (ISO 8601)'),
  })
  .meta({ id: 'CreditEntry' });

export const creditListQuery = pageQuery.strict();

export const testCardBody = z
  .strictObject({
    number: z
      .string()
      .trim()
      .max(23)
      .regex(/^[0-9 ]{12,23}$/, 'must be a card number')
      .describe('Card number (test provider only; never stored)'),
    expMonth: z.number().int().min(1).max(12).describe('Expiry month'),
    expYear: z.number().int().min(2000).max(2100).describe('Expiry year (four digits)'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'must be 3 or 4 digits')
      .describe('Security code (checked, never stored)'),
  })
  .meta({ id: 'TestCardForm' });

export const stripeCardBody = z
  .strictObject({
    setupIntentId: z
      .string()
      .max(100)
      .regex(/^seti_[A-Za-z0-9_]+$/, 'must be a SetupIntent id')
      .describe('The confirmed SetupIntent'),
  })
  .meta({ id: 'StripeCardForm' });

export const cardSetup = z
  .object({
    provider: z.enum(['test', 'stripe']).describe('Which form to show'),
    clientSecret: z.string().nullable().describe('Stripe SetupIntent client secret'),
    publishableKey: z.string().nullable().describe('Stripe publishable key'),
  })
  .meta({ id: 'CardSetup' });

export const periodEndRun = z
  .object({
    created: z.array(z.number().int()).describe('Invoices made by this run'),
    charged: z.array(z.number().int()).describe('Invoices this run tried to charge'),
    skipped: z.array(z.string()).describe('Periods left out, and why'),
  })
  .meta({ id: 'PeriodEndRun' });

export const overdueState = z
  .object({
    overdue: z.boolean().describe('An invoice is past its due date and the grace period'),
    graceDays: z.number().int().describe('Days after the due date before the alert'),
    invoices: z.array(invoice).describe('The overdue invoices (administrators and system users only)'),
  })
  .meta({ id: 'OverdueState' });

/** What updatePricePlan takes: the issuer fields may be left out (not set). */
export type PricePlanInput = z.input<typeof pricePlanBody>;
export type VoidInvoiceInput = z.infer<typeof voidInvoiceBody>;
export type ManualInvoiceInput = z.infer<typeof manualInvoiceBody>;
export type CreditInput = z.infer<typeof creditBody>;
export type TestCardInput = z.infer<typeof testCardBody>;

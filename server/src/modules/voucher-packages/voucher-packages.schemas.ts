import { z } from 'zod';
import { VOUCHER_ORDER_STATUSES } from '../../db/schema';
import { centsOf } from '../../lib/money';
import { bothValid, fields } from '../../lib/validation';
import { testCardBody } from '../billing';

/** A valid money string is more than zero exactly when it has a non-zero digit. */
const positive = (amount: string) => /[1-9]/.test(amount);
const positiveMoney = (what: string) =>
  fields.money.refine((value) => !/^\d/.test(value) || positive(value), 'must be more than 0').describe(what);
const amountFormat = /^\d{1,10}(\.\d{1,2})?$/;

export const voucherPackage = z
  .object({
    id: z.number().int().describe('Package id'),
    name: z.string().describe('What families see, e.g. "10 lessons"'),
    price: z.string().describe('What the family pays by card, as a decimal string'),
    voucherAmount: z.string().describe('Vouchers the package adds to the balance'),
    giftAmount: z.string().describe('Vouchers given free with it'),
    active: z.boolean().describe('Offered in the portal'),
  })
  .meta({ id: 'VoucherPackage' });

export const voucherPackageBody = z
  .strictObject({
    name: z.string().trim().min(1, 'is required').max(100).describe('What families see, e.g. "10 lessons"'),
    price: positiveMoney('What the family pays by card, e.g. "450.00"'),
    voucherAmount: positiveMoney('Vouchers the package adds, e.g. "450.00"'),
    giftAmount: fields.money.default('0').describe('Vouchers given free with it, e.g. "50.00"; default 0'),
    active: z.boolean().default(true).describe('Offered in the portal; default true'),
  })
  .meta({ id: 'VoucherPackageForm' });

export const voucherPackageList = z
  .object({ data: z.array(voucherPackage).describe('Every package, active first, then by price') })
  .meta({ id: 'VoucherPackageList' });

const stripeKey = (pattern: RegExp, example: string) =>
  z.string().trim().max(255).regex(pattern, `must start with ${example}`);

export const onlinePaymentSettings = z
  .object({
    allowCustomAmount: z.boolean().describe('Families may also pay an amount of their choice within the range'),
    customAmountMin: z.string().nullable().describe('Smallest amount a family may choose'),
    customAmountMax: z.string().nullable().describe('Largest amount a family may choose'),
    provider: z
      .enum(['test', 'stripe'])
      .describe('Who takes the card: Stripe with keys, else the built-in test provider'),
    keysFrom: z
      .enum(['settings', 'environment'])
      .nullable()
      .describe('Where the Stripe keys come from: saved here, the CENTRE_STRIPE_* environment, or none'),
    publishableKeyEnd: z.string().nullable().describe('The last 4 characters of the saved publishable key'),
    webhookSecretSet: z.boolean().describe('A webhook signing secret is saved or in the environment'),
    webhookUrl: z.string().describe("The address to give Stripe's dashboard for this centre's webhook"),
  })
  .meta({ id: 'OnlinePaymentSettings' });

export const onlinePaymentSettingsBody = z
  .strictObject({
    allowCustomAmount: z.boolean().describe('Families may also pay an amount of their choice'),
    customAmountMin: positiveMoney('Smallest amount a family may choose').nullable().optional(),
    customAmountMax: positiveMoney('Largest amount a family may choose').nullable().optional(),
    stripeSecretKey: stripeKey(/^(sk|rk)_(test|live)_/, 'sk_test_, sk_live_ or rk_')
      .optional()
      .describe('Replaces the saved secret key (write-only); with the publishable key'),
    stripePublishableKey: stripeKey(/^pk_(test|live)_/, 'pk_test_ or pk_live_')
      .optional()
      .describe('Replaces the saved publishable key; with the secret key'),
    stripeWebhookSecret: stripeKey(/^whsec_/, 'whsec_')
      .optional()
      .describe('Replaces the webhook signing secret'),
    clearStripeKeys: z
      .boolean()
      .optional()
      .describe('Forget the saved Stripe keys (the environment or test provider serves)'),
  })
  .refine((body) => !body.allowCustomAmount || body.customAmountMin, {
    path: ['customAmountMin'],
    message: 'is required when families may choose an amount',
  })
  .refine((body) => !body.allowCustomAmount || body.customAmountMax, {
    path: ['customAmountMax'],
    message: 'is required when families may choose an amount',
  })
  .refine(
    (body) =>
      !body.customAmountMin ||
      !body.customAmountMax ||
      !bothValid(fields.money, body.customAmountMin, body.customAmountMax) ||
      !amountFormat.test(body.customAmountMin) ||
      !amountFormat.test(body.customAmountMax) ||
      centsOf(body.customAmountMin) <= centsOf(body.customAmountMax),
    { path: ['customAmountMax'], message: 'must be at least the smallest amount' },
  )
  .refine((body) => !body.stripeSecretKey === !body.stripePublishableKey, {
    path: ['stripePublishableKey'],
    message: 'give the secret and publishable keys together',
  })
  .meta({ id: 'OnlinePaymentSettingsForm' });

export const portalBuyOptions = z
  .object({
    students: z
      .array(z.object({ id: z.number().int(), name: z.string(), balance: z.string() }))
      .describe('The linked students vouchers can be bought for'),
    packages: z.array(voucherPackage).describe('The active packages, by price'),
    customAmount: z
      .object({ min: z.string(), max: z.string() })
      .nullable()
      .describe('The range of a free amount, or null when the centre offers packages only'),
    currency: z.string().describe("The centre's currency (ISO 4217)"),
    provider: z.enum(['test', 'stripe']).describe('Which card form to show'),
    publishableKey: z.string().nullable().describe("The centre's Stripe publishable key (Stripe only)"),
  })
  .meta({ id: 'PortalBuyOptions' });

export const createVoucherOrderBody = z
  .strictObject({
    studentId: fields.recordId.describe('The linked student the vouchers are for'),
    packageId: fields.recordId.optional().describe('The package chosen (or give amount)'),
    amount: positiveMoney('A free amount within the centre\u2019s range (or give packageId)').optional(),
  })
  .refine((body) => (body.packageId === undefined) !== (body.amount === undefined), {
    path: ['packageId'],
    message: 'choose a package or an amount (one of them)',
  })
  .meta({ id: 'VoucherOrderCreate' });

export const payVoucherOrderBody = z
  .strictObject({
    card: testCardBody.optional().describe('The card (built-in test provider only; never stored)'),
    paymentMethod: z
      .string()
      .trim()
      .max(100)
      .regex(/^pm_[A-Za-z0-9_]+$/, 'must be a Stripe payment method id (pm_…)')
      .optional()
      .describe('The payment method Stripe.js created (Stripe only)'),
  })
  .refine((body) => (body.card === undefined) !== (body.paymentMethod === undefined), {
    path: ['card'],
    message: 'give the card or a payment method (one of them)',
  })
  .meta({ id: 'VoucherOrderPay' });

export const voucherOrder = z
  .object({
    id: z.number().int().describe('Order id'),
    studentId: z.number().int().describe('The student the vouchers are for'),
    studentName: z.string().describe("The student's first and last name"),
    label: z.string().nullable().describe("The package's name, or null for a free amount"),
    price: z.string().describe('What the card is charged'),
    voucherAmount: z.string().describe('Vouchers added'),
    giftAmount: z.string().describe('Vouchers given free'),
    currency: z.string().describe('ISO 4217'),
    status: z.enum(VOUCHER_ORDER_STATUSES).describe('Where the payment is'),
    failureMessage: z.string().nullable().describe("Why the card was refused (the provider's words)"),
    actionUrl: z.string().nullable().describe('Where the card holder authenticates (REQUIRES_ACTION)'),
    purchaseId: z.number().int().nullable().describe('The voucher purchase recorded, once paid'),
    balance: z.string().describe("The student's voucher balance now"),
  })
  .meta({ id: 'VoucherOrder' });

export const onlineRefundBody = z
  .strictObject({ reason: z.string().trim().min(1, 'is required').max(500).describe('Why, for the ledger') })
  .meta({ id: 'OnlineRefundForm' });

export const onlineRefund = z
  .object({
    purchaseId: z.number().int().describe('The purchase refunded'),
    status: z.enum(['REFUNDED', 'REFUNDING']).describe('REFUNDING: the card provider has not confirmed yet; retry'),
    message: z.string().nullable().describe("The provider's refusal, when the money is not back yet"),
    balance: z.string().describe("The student's voucher balance after the reversal"),
  })
  .meta({ id: 'OnlineRefund' });

export type VoucherPackageInput = z.infer<typeof voucherPackageBody>;
export type OnlinePaymentSettingsInput = z.infer<typeof onlinePaymentSettingsBody>;
export type CreateVoucherOrderInput = z.infer<typeof createVoucherOrderBody>;
export type PayVoucherOrderInput = z.infer<typeof payVoucherOrderBody>;

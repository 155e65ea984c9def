import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { students } from './students';
import { users } from './users';

/**
 * Vendor billing (issue 24): the software's vendor bills the centre per student. One centre per
 * database, so the price plan and the billing account are single rows (id = 1).
 */

/** One charge range of the price plan: from–to students (to null: and above) at a unit price. */
export type ChargeRange = { from: number; to: number | null; unitPrice: string };

export const billingPricePlans = pgTable(
  'billing_price_plans',
  {
    id: integer().primaryKey(),
    /** Contiguous ranges, ascending (billing/price-plan.ts checks them). */
    chargeRanges: jsonb().$type<ChargeRange[]>().notNull(),
    minimumCharge: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Percent with up to three decimals, e.g. 13.000. */
    taxRate: numeric({ precision: 6, scale: 3 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    paymentTermsDays: integer().notNull(),
    /** Who issues the invoices (the vendor), printed at the top of every invoice PDF; null until set. */
    issuerName: varchar({ length: 200 }),
    issuerAddress: text(),
    issuerTaxNumber: varchar({ length: 50 }),
    updatedBy: integer().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('billing_price_plans_single_row', sql`${t.id} = 1`)],
);

/**
 * The centre's billing account: the credit balance (a cached sum of its credit entries, changed only
 * in the same transaction as an entry, under this row's lock) and the card on file (brand, last four
 * and expiry only; the provider keeps the card itself).
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: integer().primaryKey(),
    creditBalance: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    cardBrand: varchar({ length: 20 }),
    cardLast4: varchar({ length: 4 }),
    cardExpMonth: integer(),
    cardExpYear: integer(),
    /** The provider's reference for the saved card (a Stripe PaymentMethod id, or a test-provider token). */
    providerPaymentMethod: varchar({ length: 100 }),
    providerCustomer: varchar({ length: 100 }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('billing_accounts_single_row', sql`${t.id} = 1`),
    check('billing_accounts_balance_check', sql`${t.creditBalance} >= 0`),
  ],
);

export const billingCycles = pgTable(
  'billing_cycles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    startDate: date({ mode: 'string' }).notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp({ withTimezone: true }),
    stoppedBy: integer().references(() => users.id),
  },
  // "Active or absent": at most one cycle without a stop, whatever two system users do at once.
  (t) => [uniqueIndex('billing_cycles_one_active').on(sql`(true)`).where(sql`${t.stoppedAt} is null`)],
);

/** VOID: cancelled by a system user (made by mistake); never charged, never overdue, its period free again. */
export const INVOICE_STATUSES = ['UNPAID', 'PROCESSING', 'REQUIRES_ACTION', 'FAILED', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatusEnum = pgEnum('billing_invoice_status', INVOICE_STATUSES);

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The cycle whose period this bills; null for a manual invoice. */
    cycleId: integer().references(() => billingCycles.id),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    /** Inclusive. */
    periodEnd: date({ mode: 'string' }).notNull(),
    status: invoiceStatusEnum().notNull().default('UNPAID'),
    quantity: integer().notNull(),
    rangeFrom: integer().notNull(),
    rangeTo: integer(),
    unitPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    subtotal: numeric({ precision: 12, scale: 2 }).notNull(),
    minimumCharge: numeric({ precision: 12, scale: 2 }).notNull(),
    credit: numeric({ precision: 12, scale: 2 }).notNull(),
    totalBeforeTax: numeric({ precision: 12, scale: 2 }).notNull(),
    taxRate: numeric({ precision: 6, scale: 3 }).notNull(),
    tax: numeric({ precision: 12, scale: 2 }).notNull(),
    total: numeric({ precision: 12, scale: 2 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    /** The card provider's message for the last failed attempt. */
    failureMessage: text(),
    /**
     * Charge attempts started; the provider's idempotency key is `invoice-<id>-<attempt>`, so a retry of
     * an unfinished attempt reuses the key and the provider answers with the first result.
     */
    chargeAttempt: integer().notNull().default(0),
    chargeStartedAt: timestamp({ withTimezone: true }),
    /** The provider's payment reference (PaymentIntent id or test charge id). */
    providerPayment: varchar({ length: 100 }),
    /** For an authentication step: where the browser goes to complete it. */
    actionUrl: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** Why a system user voided it, when and who (status VOID). */
    voidReason: text(),
    voidedAt: timestamp({ withTimezone: true }),
    voidedBy: integer().references(() => users.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly once per period of a cycle: a second run (another process, a restart) meets this index.
    uniqueIndex('billing_invoices_cycle_period_unique')
      .on(t.cycleId, t.periodStart)
      .where(sql`${t.cycleId} is not null`),
    index('billing_invoices_period_idx').on(t.periodStart, t.periodEnd),
    index('billing_invoices_status_idx').on(t.status, t.dueDate),
    check('billing_invoices_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('billing_invoices_amounts_check', sql`${t.credit} >= 0 and ${t.total} >= 0 and ${t.quantity} >= 0`),
  ],
);

/** The students an invoice counted, as they were named then, so the centre can check the quantity. */
export const billingInvoiceStudents = pgTable(
  'billing_invoice_students',
  {
    invoiceId: integer()
      .notNull()
      .references(() => billingInvoices.id),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    studentNumber: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 110 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.studentId] })],
);

export const CREDIT_TYPES = ['ADD', 'ADJUST', 'SUBTRACT', 'INVOICE_CHARGE'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];
export const creditTypeEnum = pgEnum('billing_credit_type', CREDIT_TYPES);

/** Every change of the credit balance, append-only; the balance is always the sum of `change`. */
export const billingCreditEntries = pgTable(
  'billing_credit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: creditTypeEnum().notNull(),
    /** The amount as entered: added, subtracted, the balance set to (ADJUST) or used by an invoice. */
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Signed change of the balance. */
    change: numeric({ precision: 12, scale: 2 }).notNull(),
    balanceAfter: numeric({ precision: 12, scale: 2 }).notNull(),
    invoiceId: integer().references(() => billingInvoices.id),
    comments: text(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_credit_entries_created_idx').on(t.createdAt, t.id),
    // An invoice uses credit once (INVOICE_CHARGE) and, if voided, gives it back once (ADD).
    uniqueIndex('billing_credit_entries_invoice_type_unique')
      .on(t.invoiceId, t.type)
      .where(sql`${t.invoiceId} is not null`),
  ],
);

/**
 * Every status a student has had and since when, written by a database trigger on `students`
 * (migration billing_student_status_events), so every code path that changes a status is recorded.
 * Billing counts a student active at any moment of a period from it.
 */
export const studentStatusEvents = pgTable(
  'student_status_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // A student removed for good takes their status history along (nothing in the app deletes one; tests do).
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    status: varchar({ length: 20 }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_status_events_student_idx').on(t.studentId, t.at)],
);

/**
 * The built-in test provider's charges, by idempotency key: the same key always gets the first
 * answer, as Stripe does, so a retried attempt cannot charge twice.
 */
export const billingTestCharges = pgTable(
  'billing_test_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: varchar({ length: 100 }).notNull(),
    paymentMethod: varchar({ length: 100 }).notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    /** succeeded | failed | requires_action | refunded */
    status: varchar({ length: 20 }).notNull(),
    failureMessage: text(),
    /** Secret of the local authentication page for a requires_action charge. */
    challengeToken: varchar({ length: 64 }),
    returnUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_test_charges_key_unique').on(t.idempotencyKey),
    uniqueIndex('billing_test_charges_challenge_unique').on(t.challengeToken),
  ],
);

export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;
export type BillingCreditEntryRow = typeof billingCreditEntries.$inferSelect;
export type BillingPricePlanRow = typeof billingPricePlans.$inferSelect;
export type BillingAccountRow = typeof billingAccounts.$inferSelect;

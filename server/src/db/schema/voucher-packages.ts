import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { students } from './students';
import { users } from './users';
import { voucherPurchases } from './vouchers';

/**
 * What a family may buy online in the portal (issue 33): a price paid by card for a voucher amount
 * and a gift. Packages are deactivated rather than deleted, since orders keep naming them.
 */
export const voucherPackages = pgTable(
  'voucher_packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 100 }).notNull(),
    /** Money the family pays, in the centre's currency. */
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    voucherAmount: numeric({ precision: 12, scale: 2 }).notNull(),
    giftAmount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_packages_name_unique').on(sql`lower(${t.name})`),
    check('voucher_packages_amounts_check', sql`${t.price} > 0 and ${t.voucherAmount} > 0 and ${t.giftAmount} >= 0`),
  ],
);

/**
 * The centre's own card account and the portal's free amount (one row, id 1, written on first save;
 * absent means no free amount and no keys). The Stripe keys are encrypted with the field cipher, as the
 * teachers' SIN is; the environment's CENTRE_STRIPE_* keys serve when none are saved.
 */
export const onlinePaymentSettings = pgTable(
  'online_payment_settings',
  {
    id: integer().primaryKey().default(1),
    allowCustomAmount: boolean().notNull().default(false),
    customAmountMin: numeric({ precision: 12, scale: 2 }),
    customAmountMax: numeric({ precision: 12, scale: 2 }),
    stripeSecretKeyEncrypted: text(),
    stripePublishableKeyEncrypted: text(),
    stripeWebhookSecretEncrypted: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => users.id),
  },
  (t) => [check('online_payment_settings_single_row', sql`${t.id} = 1`)],
);

export const VOUCHER_ORDER_STATUSES = [
  'PENDING',
  'PROCESSING',
  'REQUIRES_ACTION',
  'FAILED',
  'PAID',
  'REFUNDING',
  'REFUNDED',
] as const;
export type VoucherOrderStatus = (typeof VOUCHER_ORDER_STATUSES)[number];

/**
 * A family's card payment for vouchers, from the choice to the recorded purchase. It carries the
 * charge attempt (the provider's idempotency key is the order and attempt), the provider's payment id
 * and, once paid, the one purchase it recorded (unique: a second confirmation finds it).
 */
export const voucherOrders = pgTable(
  'voucher_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    packageId: integer().references(() => voucherPackages.id),
    /** The package's name, or null for a free amount. */
    label: varchar({ length: 100 }),
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    voucherAmount: numeric({ precision: 12, scale: 2 }).notNull(),
    giftAmount: numeric({ precision: 12, scale: 2 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    /** PENDING | PROCESSING | REQUIRES_ACTION | FAILED | PAID | REFUNDING | REFUNDED */
    status: varchar({ length: 20 }).notNull().default('PENDING'),
    attempt: integer().notNull().default(0),
    /** The provider's payment method of the latest attempt (a reference, never a card number). */
    paymentMethod: varchar({ length: 100 }),
    providerPayment: varchar({ length: 100 }),
    actionUrl: text(),
    failureMessage: text(),
    chargeStartedAt: timestamp({ withTimezone: true }),
    purchaseId: integer().references(() => voucherPurchases.id),
    refundMessage: text(),
    refundedBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_orders_user_idx').on(t.userId, t.id),
    uniqueIndex('voucher_orders_purchase_unique').on(t.purchaseId),
    index('voucher_orders_payment_idx').on(t.providerPayment),
  ],
);

export type VoucherPackageRow = typeof voucherPackages.$inferSelect;
export type VoucherOrderRow = typeof voucherOrders.$inferSelect;

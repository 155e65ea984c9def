import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { paymentTypeEnum } from './payment-types';
import { students } from './students';
import { termRegisters } from './terms';
import { users } from './users';

export const voucherPurchases = pgTable(
  'voucher_purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    type: paymentTypeEnum().notNull(),
    purchaseDate: date({ mode: 'string' }).notNull(),
    comments: text(),
    voucherAmount: numeric({ precision: 12, scale: 2 }).notNull(),
    giftAmount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** The student's balance right after this purchase (and its gift) was recorded. */
    currentBalance: numeric({ precision: 12, scale: 2 }).notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When an administrator reversed the purchase (its purchase and gift entries) in the ledger, set in
     * the reversal's transaction (ledger.service.ts reverseLedgerEntry); null while it counts.
     */
    reversedAt: timestamp({ withTimezone: true }),
    /** 'online' for a family's card payment in the portal (voucher_orders); null when staff recorded it. */
    source: varchar({ length: 20 }),
    /** The card provider's payment id of an online purchase: unique, so one payment records one purchase. */
    providerPayment: varchar({ length: 100 }),
  },
  (t) => [
    index('voucher_purchases_date_idx').on(t.purchaseDate, t.id),
    index('voucher_purchases_student_idx').on(t.studentId, t.purchaseDate),
    check('voucher_purchases_amounts_check', sql`${t.voucherAmount} >= 0 and ${t.giftAmount} >= 0`),
    check('voucher_purchases_type_check', sql`${t.type} <> 'VOUCHER'`),
    uniqueIndex('voucher_purchases_provider_payment_unique')
      .on(t.providerPayment)
      .where(sql`${t.providerPayment} is not null`),
  ],
);

export const LEDGER_KINDS = ['purchase', 'gift', 'charge', 'refund', 'adjustment', 'opening'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);

/**
 * Every change to a student's voucher balance, append-only. `amount` is signed (purchases and gifts
 * add, charges and refunds take away, adjustments either); `balanceAfter` is the running balance.
 * A mistake is corrected by a new entry that names the one it reverses, never by editing.
 */
export const voucherLedgerEntries = pgTable(
  'voucher_ledger_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    kind: ledgerKindEnum().notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    balanceAfter: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Why: a purchase's comment, "Term register #12", the adjusting user's reason… */
    reason: text().notNull(),
    purchaseId: integer().references(() => voucherPurchases.id),
    /** Set by term registers (this issue) and lessons (scheduling) for the charge they caused. */
    termRegisterId: integer().references((): AnyPgColumn => termRegisters.id),
    /** The lesson whose confirmation charged this (no foreign key: schedules.ts imports this file). */
    scheduleId: integer(),
    reversesEntryId: integer().references((): AnyPgColumn => voucherLedgerEntries.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_ledger_student_idx').on(t.studentId, t.id),
    index('voucher_ledger_purchase_idx').on(t.purchaseId),
    // The audit log reads the newest entries first.
    index('voucher_ledger_created_idx').on(t.createdAt),
    index('voucher_ledger_term_register_idx').on(t.termRegisterId),
    index('voucher_ledger_schedule_idx').on(t.scheduleId).where(sql`${t.scheduleId} is not null`),
    // Vouchers used in a period that no lesson carries (term registers, corrections): the dashboard's totals.
    index('voucher_ledger_unscheduled_created_idx').on(t.createdAt).where(sql`${t.scheduleId} is null`),
    // An entry is reversed at most once: a database guarantee beside the student lock.
    uniqueIndex('voucher_ledger_reverses_unique').on(t.reversesEntryId).where(sql`${t.reversesEntryId} is not null`),
  ],
);

export type VoucherPurchaseRow = typeof voucherPurchases.$inferSelect;
export type LedgerEntryRow = typeof voucherLedgerEntries.$inferSelect;

import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The centre's own code and name for each account the accounting journals post to. A key without a
 * row uses the product's default (modules/accounting/accounts.ts), so only what an administrator
 * changed is stored.
 */
export const accountingAccounts = pgTable('accounting_accounts', {
  /** One of the product's account keys: cash, deferredRevenue, tuitionRevenue, … */
  key: varchar({ length: 40 }).primaryKey(),
  code: varchar({ length: 20 }).notNull(),
  name: varchar({ length: 100 }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer().references(() => users.id),
});

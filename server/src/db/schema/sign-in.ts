import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins of the last 15 minutes, by caller address and login (or phone). Kept in the database,
 * not in memory, so every API process on one database counts the same failures and a restart forgets
 * none (modules/auth/login-throttle.ts). Rows older than the window are deleted as new ones come.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    address: varchar({ length: 64 }).notNull(),
    login: varchar({ length: 100 }).notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('sign_in_failures_address_idx').on(t.address, t.failedAt),
    index('sign_in_failures_login_idx').on(t.login, t.failedAt),
    index('sign_in_failures_failed_at_idx').on(t.failedAt),
  ],
);

/**
 * Anonymous requests counted per caller address over a window (registrations, sign-in code requests),
 * kept in the database so every API process counts the same requests and a restart forgets none
 * (modules/auth/request-limit.ts). Rows older than the window are deleted by the auth cleanup job.
 */
export const requestLimitHits = pgTable(
  'request_limit_hits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What was asked for: 'register' or 'sms-code'. */
    kind: varchar({ length: 20 }).notNull(),
    address: varchar({ length: 64 }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('request_limit_hits_kind_address_idx').on(t.kind, t.address, t.at),
    index('request_limit_hits_at_idx').on(t.at),
  ],
);

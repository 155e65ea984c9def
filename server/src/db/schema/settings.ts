import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Centre-wide values administrators change on the Centre settings screen. Exactly one row (id 1):
 * the migration inserts it, and the check keeps a second from appearing.
 */
export const centreSettings = pgTable(
  'centre_settings',
  {
    id: integer().primaryKey().default(1),
    centreName: varchar({ length: 100 }).notNull().default('Centre Admin'),
    contactEmail: varchar({ length: 254 }),
    /** Normalised like account phones: digits with an optional leading +. */
    contactPhone: varchar({ length: 25 }),
    /** ISO 4217 code: amounts are shown in it on every screen, export and PDF. */
    currency: varchar({ length: 3 }).notNull().default('CAD'),
    /** '24h' or '12h': how times of day are written everywhere. */
    timeFormat: varchar({ length: 3 }).notNull().default('24h'),
    /** A student whose voucher balance is below this is listed on the dashboard (the value is not shown there). */
    lowBalanceThreshold: numeric({ precision: 12, scale: 2 }).notNull().default('100.00'),
    /** How long before a lesson its reminder goes out. */
    reminderHoursBefore: integer().notNull().default(24),
    /** The installable offline app (spec §1 default layout: pwa false). */
    pwaEnabled: boolean().notNull().default(false),
    /** The family portal's cancellation policy: a family cancels free until this many hours before a lesson. */
    freeCancellationHours: integer().notNull().default(24),
    /** After that: 'refuse' (the portal refuses, naming the reason) or 'charge' (charged when the teacher confirms). */
    lateCancellation: varchar({ length: 10, enum: ['refuse', 'charge'] })
      .notNull()
      .default('refuse'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer().references(() => users.id),
  },
  (t) => [
    check('centre_settings_single_row', sql`${t.id} = 1`),
    check('centre_settings_free_cancellation_check', sql`${t.freeCancellationHours} between 0 and 720`),
  ],
);

export type CentreSettingsRow = typeof centreSettings.$inferSelect;

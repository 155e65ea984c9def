import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** ROLE_CUSTOMER: a family's account (the portal, issue 33), linked to students by family_links. */
export const ROLES = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER', 'ROLE_SYSTEM', 'ROLE_CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];
export const roleEnum = pgEnum('role', ROLES);

/** Every person who can sign in: staff, teachers, the vendor's system users and families. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case so "Anna" and "anna" are one login. */
    login: varchar({ length: 50 }).notNull(),
    passwordHash: varchar({ length: 200 }).notNull(),
    firstName: varchar({ length: 50 }),
    lastName: varchar({ length: 50 }),
    /** Stored lower-case; unique among accounts that have one. */
    email: varchar({ length: 254 }),
    /** Normalised: digits with an optional leading +. */
    phone: varchar({ length: 25 }),
    birthday: date({ mode: 'string' }),
    role: roleEnum().notNull(),
    activated: boolean().notNull().default(false),
    /**
     * A self-registered account waits for an administrator's approval (issue 19): it cannot sign in, nor
     * be given lessons, until approved; its e-mail link only confirms the address.
     */
    awaitingApproval: boolean().notNull().default(false),
    /** When the owner followed the e-mailed link of a self-registered account. */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the activation key sent by e-mail; the key itself is never stored. */
    activationKeyHash: varchar({ length: 64 }),
    resetKeyHash: varchar({ length: 64 }),
    resetRequestedAt: timestamp({ withTimezone: true }),
    /** Bumped on password change and deactivation so older tokens stop working. */
    tokenVersion: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_unique').on(t.login),
    uniqueIndex('users_email_unique').on(t.email).where(sql`${t.email} is not null`),
    index('users_phone_idx').on(t.phone),
    index('users_role_idx').on(t.role),
    // Keyword search on the teacher and staff lists ("contains", so trigram rather than b-tree).
    index('users_login_trgm').using('gin', sql`${t.login} gin_trgm_ops`),
    index('users_first_name_trgm').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('users_last_name_trgm').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;

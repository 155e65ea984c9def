import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const courses = pgTable(
  'courses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    school: varchar({ length: 100 }),
    /** The school's own course number, e.g. "MATH 101". */
    number: varchar({ length: 30 }),
    name: varchar({ length: 100 }).notNull(),
    description: text(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export type CourseRow = typeof courses.$inferSelect;

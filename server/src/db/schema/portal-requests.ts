import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { schedules } from './schedules';
import { students } from './students';
import { users } from './users';

export const MOVE_REQUEST_STATUSES = ['open', 'answered', 'declined'] as const;
export type MoveRequestStatus = (typeof MOVE_REQUEST_STATUSES)[number];

/**
 * A family asks for a linked student's lesson to be moved (issue 33): a message and the times that
 * would suit. Staff answer it (answered or declined, with a note the family reads on the portal); the
 * move itself stays a staff action on the timetable.
 */
export const lessonMoveRequests = pgTable(
  'lesson_move_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    requestedBy: integer()
      .notNull()
      .references(() => users.id),
    message: varchar({ length: 1000 }).notNull(),
    preferredTimes: varchar({ length: 500 }).notNull(),
    status: varchar({ length: 10, enum: MOVE_REQUEST_STATUSES }).notNull().default('open'),
    answerNote: text(),
    answeredBy: integer().references(() => users.id),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lesson_move_requests_status_idx').on(t.status, t.createdAt),
    index('lesson_move_requests_requester_idx').on(t.requestedBy),
  ],
);

export type LessonMoveRequestRow = typeof lessonMoveRequests.$inferSelect;

import { index, integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses } from './catalogue';
import { users } from './users';

/**
 * A teacher's profile. The sign-in account (login, names, e-mail, phone, birthday, activated) lives in
 * `users` with ROLE_TEACHER; the teacher's id IS that user's id, so "own lessons" is `teacherId = user.id`.
 */
export const teachers = pgTable('teachers', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  employeeId: varchar({ length: 30 }),
  preferredName: varchar({ length: 50 }),
  wechat: varchar({ length: 50 }),
  /** AES-256-GCM ciphertext of the 9-digit SIN (lib/field-encryption.ts); never sent in lists. */
  sinEncrypted: varchar({ length: 200 }),
  /** Last three digits, for the masked display "*** *** 123". */
  sinLast3: varchar({ length: 3 }),
  payrollContact: varchar({ length: 200 }),
  hourlyRate: numeric({ precision: 12, scale: 2 }),
  operatingArea: varchar({ length: 200 }),
  advantage: text(),
  disadvantage: text(),
  feedback: text(),
  /** Calendar colour as #rrggbb. */
  color: varchar({ length: 7 }).notNull().default('#1890ff'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Which courses a teacher teaches (the Courses screen's "add teacher", the Teachers screen's "courses"). */
export const courseTeachers = pgTable(
  'course_teachers',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => teachers.userId, { onDelete: 'cascade' }),
  },
  // The primary key serves "teachers of a course"; the second index serves "courses of a teacher".
  (t) => [primaryKey({ columns: [t.courseId, t.teacherId] }), index('course_teachers_teacher_idx').on(t.teacherId)],
);

export type TeacherRow = typeof teachers.$inferSelect;

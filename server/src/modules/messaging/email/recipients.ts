import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { scheduleStudents, schedules, students, termRegisters, terms, users } from '../../../db/schema';
import { CENTRE_STAFF, TEACHER_ONLY } from '../../../lib/roles';
import { fields } from '../../../lib/validation';

export const RECIPIENT_GROUPS = [
  'active-students',
  'low-balance-students',
  'course-students',
  'term-students',
  'selected-students',
  'teachers',
  'staff',
] as const;

export const audienceSchema = z
  .strictObject({
    group: z.enum(RECIPIENT_GROUPS).describe('Who receives it'),
    courseId: fields.recordId.optional().describe('For course-students: the course'),
    termId: fields.recordId.optional().describe('For term-students: the term'),
    studentIds: z.array(fields.recordId).min(1).max(5000).optional().describe('For selected-students: the students'),
  })
  .superRefine((audience, ctx) => {
    const need = {
      'course-students': 'courseId',
      'term-students': 'termId',
      'selected-students': 'studentIds',
    } as const;
    const field = need[audience.group as keyof typeof need];
    if (field && audience[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
  })
  .meta({ id: 'EmailAudience' });
export type Audience = z.infer<typeof audienceSchema>;

export type RecipientKind = 'student' | 'teacher' | 'staff';
export type Recipient = {
  key: string;
  kind: RecipientKind;
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  balance?: string;
  /** Why the recipient gets nothing: opted out of e-mail, or no address. */
  excluded: 'opted-out' | 'no-email' | null;
};

const fullName = (r: { firstName: string | null; lastName: string | null }) =>
  [r.firstName, r.lastName].filter(Boolean).join(' ');
export const recipientName = (r: Pick<Recipient, 'firstName' | 'lastName'>) => fullName(r);

/** Everyone the audience names, in name order, with who will be left out and why. */
export async function resolveAudience(db: Executor, audience: Audience, threshold: string): Promise<Recipient[]> {
  if (audience.group === 'teachers' || audience.group === 'staff') {
    const roles = audience.group === 'teachers' ? TEACHER_ONLY : CENTRE_STAFF;
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(and(inArray(users.role, [...roles]), eq(users.activated, true), isNull(users.deletedAt)))
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
    const kind = audience.group === 'teachers' ? 'teacher' : 'staff';
    return rows.map((row) => ({
      key: `u:${row.id}`,
      kind,
      id: row.id,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      email: row.email,
      excluded: row.email ? null : 'no-email',
    }));
  }
  const current = ne(students.status, 'inactive');
  const where = {
    'active-students': eq(students.status, 'active'),
    'low-balance-students': and(eq(students.status, 'active'), lt(students.voucherBalance, threshold)),
    'course-students': and(
      current,
      or(
        inArray(
          students.id,
          db
            .select({ id: termRegisters.studentId })
            .from(termRegisters)
            .innerJoin(terms, eq(terms.id, termRegisters.termId))
            .where(or(eq(termRegisters.courseId, audience.courseId ?? 0), eq(terms.courseId, audience.courseId ?? 0))),
        ),
        inArray(
          students.id,
          db
            .select({ id: scheduleStudents.studentId })
            .from(scheduleStudents)
            .innerJoin(schedules, eq(schedules.id, scheduleStudents.scheduleId))
            .where(eq(schedules.courseId, audience.courseId ?? 0)),
        ),
      ),
    ),
    'term-students': and(
      current,
      inArray(
        students.id,
        db
          .select({ id: termRegisters.studentId })
          .from(termRegisters)
          .where(eq(termRegisters.termId, audience.termId ?? 0)),
      ),
    ),
    'selected-students': inArray(students.id, audience.studentIds ?? []),
  }[audience.group];
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
      allowEmail: students.allowEmail,
      balance: students.voucherBalance,
    })
    .from(students)
    .where(where)
    .orderBy(asc(sql`lower(${students.lastName})`), asc(sql`lower(${students.firstName})`), asc(students.id));
  return rows.map((row) => ({
    key: `s:${row.id}`,
    kind: 'student' as const,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    balance: row.balance,
    excluded: !row.allowEmail ? 'opted-out' : row.email ? null : 'no-email',
  }));
}

/** One named recipient (the preview's "chosen real recipient"). */
export async function findRecipient(db: Executor, kind: RecipientKind, id: number): Promise<Recipient | undefined> {
  if (kind === 'student') {
    const [found] = await resolveAudience(db, { group: 'selected-students', studentIds: [id] }, '0');
    return found;
  }
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row || (kind === 'teacher') !== (row.role === 'ROLE_TEACHER')) return undefined;
  return {
    key: `u:${row.id}`,
    kind,
    id: row.id,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email,
    excluded: row.email ? null : 'no-email',
  };
}

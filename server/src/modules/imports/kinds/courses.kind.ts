import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { courses, courseTeachers, schedules, teachers, termRegisters, terms, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { courseBody } from '../../courses';
import { listCell, type RowIssue, schemaIssues, textCell } from '../import-cells';
import { duplicateIssue, type KeyIndex, keyIndex, sameValues } from '../import-keys';
import type { KindDefinition, UndoRecord } from '../import-kind';

type Values = { name: string; number: string | null; school: string | null; description: string | null };
type Existing = Values & { id: number; teacherIds: number[] };
type Ctx = { byNumber: KeyIndex<Existing>; byName: KeyIndex<Existing>; teachers: Map<string, number> };
type Plan = { id?: number; values: Partial<Values>; teacherIds: number[]; before?: Existing };

const lower = (text: string | null | undefined) => text?.trim().toLowerCase() || null;

/** How a course names its teachers: e-mail, login or employee number, and "First Last". */
export async function teacherKeys(db: Parameters<KindDefinition['load']>[0]) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      login: users.login,
      employeeId: teachers.employeeId,
      name: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(users)
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(and(eq(users.role, 'ROLE_TEACHER'), isNull(users.deletedAt)));
  const keys = new Map<string, number>();
  for (const row of rows)
    for (const key of [row.email, row.login, row.employeeId, row.name]) {
      const k = lower(key);
      if (k && !keys.has(k)) keys.set(k, row.id);
    }
  return keys;
}

export const coursesKind: KindDefinition<Ctx, Plan> = {
  kind: 'courses',
  label: 'Courses',
  matchKeys: ['number', 'name'],
  fields: [
    {
      key: 'name',
      label: 'Course name',
      required: true,
      aliases: ['name', 'course', 'subject', 'service', 'service name', 'lesson type', 'class', 'program'],
      example: 'Piano Grade 1',
      description: 'Required',
    },
    {
      key: 'number',
      label: 'Course number',
      aliases: ['number', 'code', 'course code', 'course id', 'service id'],
      example: 'PIA-1',
      description: "The school's course number",
    },
    {
      key: 'school',
      label: 'School',
      aliases: ['department', 'category', 'location'],
      example: 'Music',
      description: '',
    },
    {
      key: 'description',
      label: 'Description',
      aliases: ['details', 'notes', 'about'],
      example: 'First-year piano',
      description: '',
    },
    {
      key: 'teachers',
      label: 'Teachers',
      aliases: ['teacher', 'tutors', 'tutor', 'instructors', 'instructor', 'contractors', 'staff'],
      example: 'maria.lopez@example.com',
      description: "Teachers' e-mails, logins or names, separated by ;",
    },
  ],

  async load(db) {
    const rows = await db
      .select({
        id: courses.id,
        name: courses.name,
        number: courses.number,
        school: courses.school,
        description: courses.description,
        // Spelled out with an alias: drizzle leaves columns in a one-table select list unqualified.
        teacherIds: sql<number[]>`coalesce((select array_agg(l.teacher_id) from course_teachers l
          where l.course_id = ${sql.raw('"courses"."id"')}), '{}')`,
      })
      .from(courses)
      .where(isNull(courses.deletedAt));
    return {
      byNumber: keyIndex(rows, (row) => lower(row.number)),
      byName: keyIndex(rows, (row) => lower(row.name)),
      teachers: await teacherKeys(db),
    };
  },

  check(values, ctx, matchOn, line) {
    const body = {
      name: textCell(values.name),
      number: textCell(values.number),
      school: textCell(values.school),
      description: textCell(values.description),
    };
    const parsed = courseBody.safeParse(body);
    if (!parsed.success) return { issues: schemaIssues(parsed.error) };
    const issues: RowIssue[] = [];
    const teacherIds: number[] = [];
    for (const name of listCell(values.teachers)) {
      const id = ctx.teachers.get(name.toLowerCase());
      if (id === undefined)
        issues.push({ field: 'teachers', message: `no current teacher has the e-mail, login or name "${name}"` });
      else if (!teacherIds.includes(id)) teacherIds.push(id);
    }
    const keys = { number: lower(body.number) ?? undefined, name: lower(body.name) ?? undefined };
    const indexes = { number: ctx.byNumber, name: ctx.byName };
    const matchKey = matchOn as keyof typeof keys | null;
    const existing = matchKey && keys[matchKey] ? indexes[matchKey].existing.get(keys[matchKey] as string) : undefined;
    // A course is one by its number where it has one, else by its name.
    const key = keys.number ? 'number' : 'name';
    const duplicate = duplicateIssue(indexes[key], key, keys[key], existing?.id, 'course');
    if (duplicate) issues.push(duplicate);
    if (issues.length > 0) return { issues };
    indexes[key].claim(keys[key], line);

    const input = parsed.data;
    const next: Partial<Values> = { name: input.name };
    for (const field of ['number', 'school', 'description'] as const) if (input[field]) next[field] = input[field];
    if (!existing) return { action: 'create', plan: { values: next, teacherIds } };
    const added = teacherIds.filter((id) => !existing.teacherIds.includes(id));
    if (added.length === 0 && sameValues(existing, next))
      return { action: 'unchanged', plan: { values: next, teacherIds } };
    return { action: 'update', plan: { id: existing.id, values: next, teacherIds: added, before: existing } };
  },

  async write(tx, rows) {
    const records: UndoRecord[] = [];
    const creates = rows.filter((row) => row.action === 'create');
    if (creates.length > 0) {
      const created = await tx
        .insert(courses)
        .values(creates.map((row) => row.plan.values as Values))
        .returning({ id: courses.id });
      for (const [index, { id }] of created.entries()) {
        records.push({ line: creates[index].line, action: 'created', recordType: 'course', recordId: id });
        creates[index].plan.id = id;
      }
    }
    for (const row of rows.filter((r) => r.action === 'update')) {
      const { id, before } = row.plan;
      if (!id || !before) continue;
      await tx
        .update(courses)
        .set({ ...row.plan.values, updatedAt: new Date() })
        .where(eq(courses.id, id));
      const { name, number, school, description } = before;
      records.push({
        line: row.line,
        action: 'updated',
        recordType: 'course',
        recordId: id,
        before: { name, number, school, description },
      });
    }
    const links = rows.flatMap((row) =>
      row.plan.teacherIds.map((teacherId) => ({ courseId: row.plan.id as number, teacherId, line: row.line })),
    );
    if (links.length > 0) {
      const inserted = await tx
        .insert(courseTeachers)
        .values(links.map(({ courseId, teacherId }) => ({ courseId, teacherId })))
        .onConflictDoNothing()
        .returning();
      for (const link of inserted) {
        const line = links.find((l) => l.courseId === link.courseId && l.teacherId === link.teacherId)?.line ?? 0;
        records.push({
          line,
          action: 'created',
          recordType: 'course-teacher',
          recordId: link.courseId,
          otherId: link.teacherId,
        });
      }
    }
    return records;
  },

  async undo(tx, records) {
    for (const link of records.filter((r) => r.recordType === 'course-teacher'))
      await tx
        .delete(courseTeachers)
        .where(and(eq(courseTeachers.courseId, link.recordId), eq(courseTeachers.teacherId, link.otherId as number)));
    const created = records.filter((r) => r.recordType === 'course' && r.action === 'created').map((r) => r.recordId);
    if (created.length > 0) {
      const used = await tx
        .select({ name: courses.name })
        .from(courses)
        .where(
          and(
            inArray(courses.id, created),
            sql`(exists (select 1 from ${schedules} where ${schedules.courseId} = ${courses.id})
              or exists (select 1 from ${terms} where ${terms.courseId} = ${courses.id})
              or exists (select 1 from ${termRegisters} where ${termRegisters.courseId} = ${courses.id}))`,
          ),
        )
        .limit(5);
      if (used.length > 0)
        throw new AppError('ruleviolated', {
          message: `These courses have lessons or terms since the import, so it cannot be undone: ${used.map((c) => c.name).join(', ')}.`,
        });
      await tx.delete(courseTeachers).where(inArray(courseTeachers.courseId, created));
      await tx.delete(courses).where(inArray(courses.id, created));
    }
    for (const record of records.filter((r) => r.recordType === 'course' && r.action === 'updated'))
      await tx
        .update(courses)
        .set({ ...(record.before as Partial<Values>), updatedAt: new Date() })
        .where(eq(courses.id, record.recordId));
  },
};

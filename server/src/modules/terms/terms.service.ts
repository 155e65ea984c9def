import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { courses, termRegisters, terms, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { orderByOf, pageOf, textOrder } from '../../lib/paging';
import { everyWordInSomeColumn } from '../../lib/search';
import { changedFields, recordAuditEvent } from '../audit-log';
import { displayNameSql } from '../users';
import { assertCourseUsable, assertTeacherUsable } from './term-references';
import type { TermInput, TermListQuery } from './terms.schemas';

const SORTABLE = {
  startDate: terms.startDate,
  endDate: terms.endDate,
  school: textOrder(terms.school),
  courseName: textOrder(courses.name),
  createdAt: terms.createdAt,
};

// Spelled out: Drizzle may leave interpolated columns unqualified, which inside a subquery changes their meaning.
const registerCountSql = sql<number>`(select count(*) from term_registers r where r.term_id = terms.id)`;

/** One query gives a term with its course and teacher names and its register count: no N+1 on lists. */
function selectTerms(db: Executor) {
  return db
    .select({
      id: terms.id,
      school: terms.school,
      courseId: terms.courseId,
      courseName: courses.name,
      teacherId: terms.teacherId,
      teacherName: displayNameSql,
      startDate: terms.startDate,
      endDate: terms.endDate,
      comments: terms.comments,
      registerCount: registerCountSql.mapWith(Number),
      createdAt: terms.createdAt,
    })
    .from(terms)
    .innerJoin(courses, eq(courses.id, terms.courseId))
    .leftJoin(users, eq(users.id, terms.teacherId));
}

type TermView = Awaited<ReturnType<typeof selectTerms>>[number];

export function toTerm(row: TermView) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listTerms(db: Database, query: TermListQuery) {
  const filters: (SQL | undefined)[] = [];
  if (query.keyword)
    filters.push(everyWordInSomeColumn(query.keyword, [terms.school, courses.name, users.firstName, users.lastName]));
  if (query.courseId) filters.push(eq(terms.courseId, query.courseId));
  if (query.teacherId) filters.push(eq(terms.teacherId, query.teacherId));
  if (query.activeOn) filters.push(lte(terms.startDate, query.activeOn), gte(terms.endDate, query.activeOn));
  const where = and(...filters);
  return pageOf(
    query,
    (limit, offset) =>
      selectTerms(db)
        .where(where)
        .orderBy(...orderByOf(query.sort, SORTABLE, desc(terms.startDate), terms.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(terms)
      .innerJoin(courses, eq(courses.id, terms.courseId))
      .leftJoin(users, eq(users.id, terms.teacherId))
      .where(where),
    toTerm,
  );
}

export async function getTerm(db: Executor, id: number) {
  const [row] = await selectTerms(db).where(eq(terms.id, id));
  if (!row) throw new AppError('notfound', { message: 'This term does not exist.' });
  return toTerm(row);
}

/**
 * Locks the term's row until the transaction ends. Registering a student and deleting the term both
 * take this lock, so a register cannot slip in while the term is being deleted (or twice at once).
 */
export async function lockTerm(tx: Executor, id: number) {
  const [row] = await tx.select().from(terms).where(eq(terms.id, id)).for('update');
  return row;
}

function valuesOf(input: TermInput) {
  return {
    school: input.school || null,
    courseId: input.courseId,
    teacherId: input.teacherId ?? null,
    startDate: input.startDate,
    endDate: input.endDate,
    comments: input.comments || null,
  };
}

type TermValues = ReturnType<typeof valuesOf>;
const TERM_FIELDS = ['school', 'courseId', 'teacherId', 'startDate', 'endDate', 'comments'] as const;

/** What the audit trail keeps of a term: the fields a person edits. */
const auditedTerm = (row: Partial<TermValues>): Record<string, unknown> =>
  Object.fromEntries(TERM_FIELDS.map((key) => [key, row[key] ?? null]));

export async function createTerm(db: Database, input: TermInput, actor: CurrentUser) {
  return db.transaction(async (tx) => {
    await assertCourseUsable(tx, input.courseId);
    if (input.teacherId) await assertTeacherUsable(tx, input.teacherId);
    const [{ id }] = await tx.insert(terms).values(valuesOf(input)).returning({ id: terms.id });
    await recordAuditEvent(tx, {
      action: 'term.create',
      recordType: 'term',
      recordId: id,
      after: auditedTerm(valuesOf(input)),
      actorId: actor.id,
    });
    return getTerm(tx, id);
  });
}

export async function updateTerm(db: Database, id: number, input: TermInput, actor: CurrentUser) {
  return db.transaction(async (tx) => {
    const current = await lockTerm(tx, id);
    if (!current) throw new AppError('notfound', { message: 'This term does not exist.' });
    await assertCourseUsable(tx, input.courseId, current.courseId);
    if (input.teacherId) await assertTeacherUsable(tx, input.teacherId, current.teacherId);
    const after = auditedTerm(valuesOf(input));
    const changed = changedFields(auditedTerm(current), after);
    await tx
      .update(terms)
      .set({ ...valuesOf(input), updatedAt: new Date() })
      .where(eq(terms.id, id));
    if (Object.keys(changed.after).length > 0)
      await recordAuditEvent(tx, {
        action: 'term.update',
        recordType: 'term',
        recordId: id,
        ...changed,
        actorId: actor.id,
      });
    return getTerm(tx, id);
  });
}

/** A term with registers keeps its history: it can be deleted only while nobody is registered in it. */
export async function deleteTerm(db: Database, id: number, actor: CurrentUser) {
  await db.transaction(async (tx) => {
    const current = await lockTerm(tx, id);
    if (!current) throw new AppError('notfound', { message: 'This term does not exist.' });
    const [{ registers }] = await tx
      .select({ registers: count() })
      .from(termRegisters)
      .where(eq(termRegisters.termId, id));
    if (registers > 0) {
      throw new AppError('ruleviolated', {
        message: `This term has ${registers} registered student(s); delete their registers first.`,
      });
    }
    await tx.delete(terms).where(eq(terms.id, id));
    await recordAuditEvent(tx, {
      action: 'term.delete',
      recordType: 'term',
      recordId: id,
      before: auditedTerm(current),
      actorId: actor.id,
    });
  });
}

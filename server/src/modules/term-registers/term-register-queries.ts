/** Reading term registers: one joined query for lists and single records (names included, no N+1). */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { courses, students, termRegisters, terms, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orderByOf, pageOf, textOrder } from '../../lib/paging';
import { everyWordInSomeColumn } from '../../lib/search';
import { displayNameSql } from '../users';
import type { TermRegisterListQuery } from './term-registers.schemas';

/** The term's own course, for the term label (the register's course may differ). */
const termCourses = alias(courses, 'term_courses');

/**
 * The voucher charge that currently pays a register: its newest charge that no later entry reverses.
 * Reversals carry the register id too, so both lookups use the ledger's term-register index.
 * The outer column is spelled out: Drizzle leaves `${termRegisters.id}` unqualified in single-table
 * selects, where "id" would then mean the ledger entry's own id.
 */
export const activeChargeIdSql = sql<number | null>`(
  select e.id from voucher_ledger_entries e
  where e.term_register_id = term_registers.id and e.kind = 'charge'
    and not exists (
      select 1 from voucher_ledger_entries x
      where x.term_register_id = term_registers.id and x.reverses_entry_id = e.id)
  order by e.id desc limit 1)`;

const SORTABLE = {
  createDate: termRegisters.createDate,
  price: termRegisters.price,
  paid: termRegisters.paid,
  paymentType: termRegisters.paymentType,
  studentName: textOrder(students.lastName),
  createdAt: termRegisters.createdAt,
};

function fromRegisters(db: Executor) {
  return db
    .select({
      id: termRegisters.id,
      termId: termRegisters.termId,
      termCourseName: termCourses.name,
      termStart: terms.startDate,
      termEnd: terms.endDate,
      teacherId: termRegisters.teacherId,
      teacherName: displayNameSql,
      studentId: termRegisters.studentId,
      studentNumber: students.studentId,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
      courseId: termRegisters.courseId,
      courseName: courses.name,
      paymentType: termRegisters.paymentType,
      price: termRegisters.price,
      comments: termRegisters.comments,
      createDate: termRegisters.createDate,
      paid: termRegisters.paid,
      paidAt: termRegisters.paidAt,
      ledgerEntryId: activeChargeIdSql,
      createdAt: termRegisters.createdAt,
    })
    .from(termRegisters)
    .innerJoin(terms, eq(terms.id, termRegisters.termId))
    .innerJoin(termCourses, eq(termCourses.id, terms.courseId))
    .innerJoin(students, eq(students.id, termRegisters.studentId))
    .leftJoin(courses, eq(courses.id, termRegisters.courseId))
    .leftJoin(users, eq(users.id, termRegisters.teacherId));
}

type RegisterView = Awaited<ReturnType<typeof fromRegisters>>[number];

/** How a term is named on registers, receipts and ledger reasons: "<course name> <start>–<end>". */
export function termLabelOf(courseName: string, startDate: string, endDate: string) {
  return `${courseName} ${startDate}–${endDate}`;
}

export function toTermRegister(row: RegisterView) {
  const { termCourseName, termStart, termEnd, studentFirstName, studentLastName, ...rest } = row;
  return {
    ...rest,
    termLabel: termLabelOf(termCourseName, termStart, termEnd),
    studentName: `${studentFirstName} ${studentLastName}`,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type TermRegister = ReturnType<typeof toTermRegister>;

export async function listTermRegisters(db: Executor, query: TermRegisterListQuery) {
  const filters: (SQL | undefined)[] = [];
  if (query.keyword)
    filters.push(everyWordInSomeColumn(query.keyword, [students.firstName, students.lastName, students.studentId]));
  if (query.termId) filters.push(eq(termRegisters.termId, query.termId));
  if (query.studentId) filters.push(eq(termRegisters.studentId, query.studentId));
  if (query.teacherId) filters.push(eq(termRegisters.teacherId, query.teacherId));
  if (query.courseId) filters.push(eq(termRegisters.courseId, query.courseId));
  if (query.paid) filters.push(eq(termRegisters.paid, query.paid === 'true'));
  const where = and(...filters);
  return pageOf(
    query,
    (limit, offset) =>
      fromRegisters(db)
        .where(where)
        .orderBy(...orderByOf(query.sort, SORTABLE, desc(termRegisters.createDate), termRegisters.id))
        .limit(limit)
        .offset(offset),
    // Only the student join can narrow the count (keyword); the others are foreign keys.
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(termRegisters)
      .innerJoin(students, eq(students.id, termRegisters.studentId))
      .where(where),
    toTermRegister,
  );
}

export async function getTermRegister(db: Executor, id: number): Promise<TermRegister> {
  const [row] = await fromRegisters(db).where(eq(termRegisters.id, id));
  if (!row) throw new AppError('notfound', { message: 'This term register does not exist.' });
  return toTermRegister(row);
}

/** Locks the register's row until the transaction ends: pay, unpay, edit and delete queue up on it. */
export async function lockTermRegister(tx: Executor, id: number) {
  const [row] = await tx.select().from(termRegisters).where(eq(termRegisters.id, id)).for('update');
  if (!row) throw new AppError('notfound', { message: 'This term register does not exist.' });
  return row;
}

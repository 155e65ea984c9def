import { and, count, eq, getTableColumns, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { referrals, type StudentRow, students } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { orderByOf, pageOf } from '../../lib/paging';
import { normalisePhone } from '../../lib/validation';
import type { CurrentUser } from '../../plugins/auth';
import { type StudentCountCache, studentCountKey } from './student-counts';
import { lockStudentNumbers, nextStudentNumber } from './student-number';
import { studentKeywordFilter } from './student-search';
import type { CreateStudentInput, StudentListQuery, UpdateStudentInput } from './students.schemas';

const SORTABLE = {
  studentId: students.studentId,
  firstName: students.firstName,
  lastName: students.lastName,
  startDate: students.startDate,
  voucherBalance: students.voucherBalance,
  status: students.status,
  createdAt: students.createdAt,
};

/** Last name, first name: the order of the (last_name, first_name, id) and (status, …) indexes. */
const BY_NAME = sql`${students.lastName} asc, ${students.firstName} asc`;
/**
 * The same order for keyword searches, written as expressions no index provides. Otherwise
 * PostgreSQL may walk the name index filtering row by row until it has a page (fine for a common
 * word, ~50 ms for a name late in the alphabet) instead of taking the trigram bitmaps and sorting
 * the few matches (a couple of ms whatever the word).
 */
const BY_NAME_FOR_SEARCH = sql`(${students.lastName} || '') asc, (${students.firstName} || '') asc`;

/**
 * The referrer as a scalar subquery rather than a join: PostgreSQL evaluates it after the sort and
 * limit, for the 20 rows of the page, where a join hashed all the referrals for every search.
 */
const withReferrer = {
  ...getTableColumns(students),
  referrer: sql<
    string | null
  >`(select ${referrals.referrer} from ${referrals} where ${referrals.id} = ${students.referralId})`,
};
type StudentWithReferrer = StudentRow & { referrer: string | null };

export function toStudent(row: StudentWithReferrer) {
  return {
    id: row.id,
    studentId: row.studentId,
    firstName: row.firstName,
    lastName: row.lastName,
    referralId: row.referralId,
    referrer: row.referrer,
    startDate: row.startDate,
    wechat: row.wechat,
    phone: row.phone,
    email: row.email,
    comments: row.comments,
    voucherBalance: row.voucherBalance,
    allowSms: row.allowSms,
    allowEmail: row.allowEmail,
    hourlyRate: row.hourlyRate,
    status: row.status,
    active: row.status === 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

function listFilter(query: StudentListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.keyword) filters.push(studentKeywordFilter(query.keyword));
  if (query.status) filters.push(eq(students.status, query.status));
  if (query.statuses) filters.push(inArray(students.status, query.statuses.split(',') as StudentRow['status'][]));
  if (query.referralId) filters.push(eq(students.referralId, query.referralId));
  if (query.balanceBelow !== undefined) filters.push(lt(students.voucherBalance, query.balanceBelow));
  return and(...filters);
}

/**
 * One query for the page (with each row's referrer) and one for the count, which `counts` keeps while
 * no student is added, removed, or changes status or referral (student-counts.ts).
 */
export async function listStudents(db: Database, counts: StudentCountCache, query: StudentListQuery) {
  const where = listFilter(query);
  const countMatching = async () => (await db.select({ total: count() }).from(students).where(where))[0].total;
  const key = studentCountKey(query);
  const total = key === null ? countMatching() : counts.read(key, countMatching);
  return pageOf(
    query,
    (limit, offset) =>
      db
        .select(withReferrer)
        .from(students)
        .where(where)
        .orderBy(...orderByOf(query.sort, SORTABLE, query.keyword ? BY_NAME_FOR_SEARCH : BY_NAME, students.id))
        .limit(limit)
        .offset(offset),
    total.then((n) => [{ total: n }]),
    toStudent,
  );
}

export async function getStudent(db: Executor, id: number) {
  const [row] = await db.select(withReferrer).from(students).where(eq(students.id, id));
  if (!row) throw new AppError('notfound', { message: 'This student does not exist.' });
  return toStudent(row);
}

/** A taken student number, on its field; a 400 because the error catalogue has no 409 code for it. */
const studentIdTaken = () => fieldError('conflict', 'studentId', 'Student ID already exists');

function rethrowStudentIdTaken(error: unknown): never {
  if (isUniqueViolation(error, 'students_student_id_unique')) throw studentIdTaken();
  throw error;
}

async function assertReferralExists(db: Executor, referralId: number | null | undefined) {
  if (!referralId) return;
  const [row] = await db.select({ id: referrals.id }).from(referrals).where(eq(referrals.id, referralId));
  if (!row) throw fieldError('validation', 'referralId', 'This referral does not exist');
}

async function assertStudentIdFree(db: Executor, studentId: string, exceptId?: number) {
  const [taken] = await db.select({ id: students.id }).from(students).where(eq(students.studentId, studentId));
  if (taken && taken.id !== exceptId) throw studentIdTaken();
}

function valuesOf(input: Omit<UpdateStudentInput, 'studentId'>) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    referralId: input.referralId ?? null,
    startDate: input.startDate ?? null,
    wechat: input.wechat || null,
    phone: input.phone ? normalisePhone(input.phone) : null,
    email: input.email ? input.email.toLowerCase() : null,
    comments: input.comments || null,
    allowSms: input.allowSms,
    allowEmail: input.allowEmail,
    hourlyRate: input.hourlyRate ?? null,
  };
}

/** A blank student number is assigned the next free one; a typed one must be free. */
export async function createStudent(db: Database, actor: CurrentUser, input: CreateStudentInput) {
  const { studentId: typed, ...rest } = input;
  const id = await db
    .transaction(async (tx) => {
      await assertReferralExists(tx, rest.referralId);
      await lockStudentNumbers(tx);
      if (typed) await assertStudentIdFree(tx, typed);
      const studentId = typed || (await nextStudentNumber(tx));
      const [row] = await tx
        .insert(students)
        .values({ ...valuesOf(rest), studentId, createdBy: actor.id })
        .returning({ id: students.id });
      return row.id;
    })
    .catch(rethrowStudentIdTaken);
  return getStudent(db, id);
}

export async function updateStudent(db: Database, id: number, input: UpdateStudentInput) {
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select({ id: students.id }).from(students).where(eq(students.id, id)).for('update');
      if (!current) throw new AppError('notfound', { message: 'This student does not exist.' });
      await assertReferralExists(tx, input.referralId);
      await lockStudentNumbers(tx);
      await assertStudentIdFree(tx, input.studentId, id);
      await tx
        .update(students)
        .set({ ...valuesOf(input), studentId: input.studentId, updatedAt: new Date() })
        .where(eq(students.id, id));
    })
    .catch(rethrowStudentIdTaken);
  return getStudent(db, id);
}

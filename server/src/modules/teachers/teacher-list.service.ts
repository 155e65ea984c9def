import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseTeachers, teachers, users } from '../../db/schema';
import { offsetOf, orderByOf } from '../../lib/paging';
import { anyColumnContains, containsPattern } from '../../lib/search';
import { normalisePhone } from '../../lib/validation';
import { isTeacher, TEACHER_COLUMNS, withCourses } from './teacher-records';
import type { TeacherListQuery } from './teachers.schemas';

const SORTABLE = {
  login: users.login,
  firstName: users.firstName,
  lastName: users.lastName,
  preferredName: teachers.preferredName,
  employeeId: teachers.employeeId,
  email: users.email,
  phone: users.phone,
  hourlyRate: teachers.hourlyRate,
  activated: users.activated,
  createdAt: users.createdAt,
};

function keywordFilter(keyword: string): SQL | undefined {
  const columns = [
    users.login,
    users.firstName,
    users.lastName,
    users.email,
    users.phone,
    teachers.preferredName,
    teachers.employeeId,
  ];
  // Phones are stored normalised ("+14165550100"), so "416 555" must also be tried as "416555".
  const digits = normalisePhone(keyword);
  const asPhone = digits.length >= 3 && digits !== keyword ? ilike(users.phone, containsPattern(digits)) : undefined;
  return or(anyColumnContains(keyword, columns), asPhone);
}

async function countTeachers(db: Database, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(where);
  return total;
}

/** One page of teachers with their total and courses: two queries whatever the page size. */
export async function listTeachers(db: Database, query: TeacherListQuery) {
  const filters: (SQL | undefined)[] = [isTeacher];
  if (query.keyword) filters.push(keywordFilter(query.keyword));
  if (query.activated) filters.push(eq(users.activated, query.activated === 'true'));
  if (query.courseId) {
    filters.push(
      sql`exists (select 1 from ${courseTeachers} where ${courseTeachers.teacherId} = ${users.id} and ${courseTeachers.courseId} = ${query.courseId})`,
    );
  }
  const where = and(...filters);
  const offset = offsetOf(query);
  // The total rides along on every row (a window count) instead of costing a second query.
  const rows = await db
    .select({ ...TEACHER_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(where)
    .orderBy(...orderByOf(query.sort, SORTABLE, desc(users.createdAt), users.id))
    .limit(query.pageSize)
    .offset(offset);
  // A page past the end has no row to carry the total, so only then is it counted apart.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countTeachers(db, where));
  const data = await withCourses(
    db,
    rows.map(({ total: _total, ...row }) => row),
  );
  return { success: true as const, data, total };
}

import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseTeachers, teachers, users } from '../../db/schema';
import { allowedSort, orderByOf, textOrder } from '../../lib/paging';
import { pagePlaceholders, pageValues, QueryShapes, statementName } from '../../lib/query-shapes';
import { listResult } from '../../lib/responses';
import { anyColumnLike, containsPattern } from '../../lib/search';
import { normalisePhone } from '../../lib/validation';
import { isTeacher, TEACHER_COLUMNS, withCourses } from './teacher-records';
import type { TeacherListQuery } from './teachers.schemas';

// Names sort case-insensitively: the embedded database's C collation would put "Zed" before "amy".
// Logins and e-mails are stored lower-case already.
const SORTABLE = {
  login: users.login,
  firstName: textOrder(users.firstName),
  lastName: textOrder(users.lastName),
  preferredName: textOrder(teachers.preferredName),
  employeeId: textOrder(teachers.employeeId),
  email: users.email,
  phone: users.phone,
  hourlyRate: teachers.hourlyRate,
  activated: users.activated,
  createdAt: users.createdAt,
};

const KEYWORD_COLUMNS = [
  users.login,
  users.firstName,
  users.lastName,
  users.email,
  users.phone,
  teachers.preferredName,
  teachers.employeeId,
];

/** Which filters a request has and how it sorts: one built query per shape (lib/query-shapes.ts). */
type ListShape = { keyword: boolean; phone: boolean; activated: boolean; course: boolean; sort?: string };

const placeholder = {
  pattern: sql.placeholder('pattern'),
  phonePattern: sql.placeholder('phonePattern'),
  activated: sql.placeholder('activated'),
  courseId: sql.placeholder('courseId'),
};

function whereOf(shape: ListShape): SQL | undefined {
  return and(
    isTeacher,
    shape.keyword
      ? or(
          anyColumnLike(placeholder.pattern, KEYWORD_COLUMNS),
          shape.phone ? ilike(users.phone, placeholder.phonePattern) : undefined,
        )
      : undefined,
    shape.activated ? eq(users.activated, placeholder.activated) : undefined,
    shape.course
      ? sql`exists (select 1 from ${courseTeachers} where ${courseTeachers.teacherId} = ${users.id} and ${courseTeachers.courseId} = ${placeholder.courseId})`
      : undefined,
  );
}

/** The filters' part of a shape's key: a count is the same statement however its list is sorted. */
const filterKeyOf = (shape: ListShape) => `${+shape.keyword}${+shape.phone}${+shape.activated}${+shape.course}`;

// The total rides along on every row (a window count) instead of costing a second query.
const pages = new QueryShapes(
  (shape: ListShape) => `${filterKeyOf(shape)}${shape.sort ?? ''}`,
  (db: Database, shape: ListShape, key) =>
    db
      .select({ ...TEACHER_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(users)
      .innerJoin(teachers, eq(teachers.userId, users.id))
      .where(whereOf(shape))
      .orderBy(...orderByOf(shape.sort, SORTABLE, desc(users.createdAt), users.id))
      .limit(pagePlaceholders.limit)
      .offset(pagePlaceholders.offset)
      .prepare(statementName(`teachers_page_${key}`, shape)),
);

const counts = new QueryShapes(filterKeyOf, (db: Database, shape: ListShape, key) =>
  db
    .select({ total: count() })
    .from(users)
    .innerJoin(teachers, eq(teachers.userId, users.id))
    .where(whereOf(shape))
    .prepare(statementName(`teachers_count_${key}`, shape)),
);

/** One page of teachers with their total and courses: two queries whatever the page size. */
export async function listTeachers(db: Database, query: TeacherListQuery) {
  const keyword = query.keyword ?? '';
  // Phones are stored normalised ("+14165550100"), so "416 555" must also be tried as "416555".
  const digits = normalisePhone(keyword);
  const shape: ListShape = {
    keyword: keyword !== '',
    phone: digits.length >= 3 && digits !== keyword,
    activated: query.activated !== undefined,
    course: query.courseId !== undefined,
    sort: allowedSort(query.sort, SORTABLE),
  };
  const values = {
    pattern: containsPattern(keyword),
    phonePattern: containsPattern(digits),
    activated: query.activated === 'true',
    courseId: query.courseId,
    ...pageValues(query),
  };
  const rows = await pages.of(db, shape).execute(values);
  // A page past the end has no row to carry the total, so only then is it counted apart.
  const total = rows[0]?.total ?? (values.offset === 0 ? 0 : (await counts.of(db, shape).execute(values))[0].total);
  return listResult(await withCourses(db, rows), total);
}

/**
 * Lessons for the teacher confirmation scenario: for each lane, one bench teacher and enough of that
 * teacher's past PLANNED lessons for a whole run. Lessons left over by earlier runs and the seed's
 * unconfirmed ones are used first; the shortfall is inserted in the past, in evening slots (19:00 to
 * 23:55, 25 minutes every half hour, the seed's lessons end by 18:30) that overlap none of the
 * teacher's lessons, each with one to three active students, paid by voucher like most lessons.
 * Every run confirms the lessons it uses (they stay confirmed); the teachers with the most open
 * lessons are chosen, so later runs use up what earlier ones prepared before inserting more.
 */
import { sql } from 'drizzle-orm';
import { BENCH_TEACHERS, HISTORY_DAYS } from '../../server/scripts/seed-bench/context';
import type { Database } from '../../server/src/db/client';

export type Lane = { teacherId: number; login: string; lessonIds: number[] };

/** Marks the inserted lessons, so that anyone reading the bench database knows where they come from. */
const COMMENT = 'Added by npm run bench for its teacher confirmation scenario';

/** A past PLANNED lesson a teacher may confirm (it has begun; it has ended, so it is "incomplete"). */
const open = (alias: string) => `${alias}.status = 'PLANNED' AND ${alias}.end_time < now()`;

async function rows<Row>(db: Database, statement: string): Promise<Row[]> {
  return (await db.execute(sql.raw(statement))).rows as Row[];
}

/** The evening slots insertLessons can use per teacher: ten a day over the history. */
const SLOTS_PER_TEACHER = HISTORY_DAYS * 10;

/**
 * The bench teachers with the most open past lessons (the fewest lessons to insert), among those who
 * can still have `perLane`: earlier runs may have used up a teacher's evening slots.
 */
async function laneTeachers(db: Database, lanes: number, perLane: number) {
  return rows<{ teacher_id: number; login: string; open: number }>(
    db,
    `SELECT t.user_id AS teacher_id, u.login, count(s.id) FILTER (WHERE ${open('s')})::int AS open
     FROM ${BENCH_TEACHERS} t JOIN users u ON u.id = t.user_id
     LEFT JOIN schedules s ON s.teacher_id = t.user_id AND (${open('s')} OR s.comments = '${COMMENT}')
     GROUP BY t.user_id, u.login
     HAVING count(s.id) FILTER (WHERE ${open('s')})
       + ${SLOTS_PER_TEACHER} - count(s.id) FILTER (WHERE s.comments = '${COMMENT}') >= ${Number(perLane)}
     ORDER BY open DESC, t.user_id LIMIT ${lanes}`,
  );
}

/**
 * Inserts `n` open lessons for each teacher, the oldest free evening slots first: the calendar, table and
 * download scenarios read recent weeks and months, which must keep the seed's shape.
 */
async function insertLessons(db: Database, shortfalls: { teacherId: number; n: number }[]) {
  const need = shortfalls.map(({ teacherId, n }) => `(${Number(teacherId)}, ${Number(n)})`).join(', ');
  await db.execute(
    sql.raw(`
    WITH need(teacher_id, n) AS (VALUES ${need}),
    slot AS (
      SELECT need.teacher_id, need.n, c.start_time,
        row_number() OVER (PARTITION BY need.teacher_id ORDER BY c.start_time) AS r
      FROM need
      CROSS JOIN LATERAL (
        SELECT ((current_date - d) + make_interval(mins => 19 * 60 + 30 * h))::timestamptz AS start_time
        FROM generate_series(1, ${HISTORY_DAYS}) d, generate_series(0, 9) h
      ) c
      -- A lateral LIMIT 1 rather than NOT EXISTS: the planner would hash the whole table for an anti join.
      LEFT JOIN LATERAL (
        SELECT 1 AS taken FROM schedules s WHERE s.teacher_id = need.teacher_id
          AND s.start_time > c.start_time - interval '1 day' AND s.start_time < c.start_time + interval '25 minutes'
          AND s.end_time > c.start_time
        LIMIT 1
      ) busy ON true
      WHERE busy.taken IS NULL
    ),
    inserted AS (
      INSERT INTO schedules (status, course_type, course_id, teacher_id, address, start_time, end_time, price,
        payment_type, hourly_rate, teacher_hourly_rate, comments)
      SELECT 'PLANNED', 'PRIVATE',
        coalesce((SELECT min(ct.course_id) FROM course_teachers ct WHERE ct.teacher_id = slot.teacher_id),
          (SELECT min(id) FROM courses)),
        slot.teacher_id, 'Room 1', slot.start_time, slot.start_time + interval '25 minutes', 25.00, 'VOUCHER', 60.00,
        coalesce(t.hourly_rate, 0), '${COMMENT}'
      FROM slot JOIN teachers t ON t.user_id = slot.teacher_id
      WHERE slot.r <= slot.n
      RETURNING id
    )
    INSERT INTO schedule_students (schedule_id, student_id)
    SELECT DISTINCT i.id, st.id
    FROM inserted i
    CROSS JOIN LATERAL generate_series(1, 1 + i.id % 3) j
    JOIN students st ON st.id = 1 + (i.id::bigint * 7919 + j * 104729) % (SELECT max(id) FROM students)
      AND st.status = 'active'`),
  );
}

/** `lanes` teachers (fewer when the seed has fewer) with `perLane` open lessons each, oldest first. */
export async function laneLessons(db: Database, lanes: number, perLane: number): Promise<Lane[]> {
  const teachers = await laneTeachers(db, lanes, perLane);
  const shortfalls = teachers
    .filter((teacher) => teacher.open < perLane)
    .map((teacher) => ({ teacherId: teacher.teacher_id, n: perLane - teacher.open }));
  if (shortfalls.length > 0) await insertLessons(db, shortfalls);
  const lessons = await rows<{ teacher_id: number; id: number }>(
    db,
    `SELECT teacher_id, id FROM (
       SELECT teacher_id, id, row_number() OVER (PARTITION BY teacher_id ORDER BY start_time, id) AS r
       FROM schedules s WHERE teacher_id IN (${teachers.map((t) => Number(t.teacher_id)).join(', ')}) AND ${open('s')}
     ) x WHERE r <= ${perLane} ORDER BY teacher_id, r`,
  );
  return teachers.map(({ teacher_id, login }) => ({
    teacherId: teacher_id,
    login,
    lessonIds: lessons.filter((lesson) => lesson.teacher_id === teacher_id).map((lesson) => Number(lesson.id)),
  }));
}

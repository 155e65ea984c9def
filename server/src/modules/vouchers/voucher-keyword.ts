import type { Database } from '../../db/client';
import { students } from '../../db/schema';
import { QueryShapes } from '../../lib/query-shapes';
import { type KeywordWord, keywordFilter, keywordShapeOf, keywordValues } from '../students/student-search';

/**
 * A keyword naming at most this many students is turned into their ids before the purchases are read.
 * A page of purchases is read newest first along the date index until it has 20 that match. Checked
 * against each row's student, a name matching 186 students ('patel' in the bench's data) costs about
 * 2,400 rows with a student lookup each, 5 ms; checked against the ids (a hashed array), the same walk
 * costs 0.2 ms, and finding the ids 0.4 ms. Finding ids costs about 1.4 µs a student and the per-row
 * check about 2 µs a row, over a walk that shortens as more students match: on the bench's data (20,000
 * students, 5 purchases each) the two meet near 750 students. Above the limit the keyword keeps the
 * per-row check, and the ids read in vain cost at most about 1.4 ms.
 */
export const KEYWORD_STUDENTS_LIMIT = 1000;

const matchingStudents = new QueryShapes(
  (shape: string) => shape,
  (db: Database, shape: string) =>
    db
      .select({ id: students.id })
      .from(students)
      .where(keywordFilter(shape))
      .limit(KEYWORD_STUDENTS_LIMIT + 1)
      // Unnamed, so each pattern gets its own plan: a two-letter one cannot use the trigram index.
      .prepare(''),
);

/**
 * The ids of the students a keyword matches as the students list matches it (every word in the
 * number, a name, the e-mail, the WeChat id or the phone: student-search.ts), or undefined when
 * more than KEYWORD_STUDENTS_LIMIT match.
 */
export async function studentIdsForKeyword(db: Database, words: KeywordWord[]): Promise<number[] | undefined> {
  const rows = await matchingStudents.of(db, keywordShapeOf(words)).execute(keywordValues(words));
  return rows.length > KEYWORD_STUDENTS_LIMIT ? undefined : rows.map((row) => row.id);
}

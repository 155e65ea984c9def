import type { Database } from '../../db/client';
import { students } from '../../db/schema';
import { QueryShapes } from '../../lib/query-shapes';
import { type KeywordWord, keywordFilter, keywordShapeOf, keywordValues } from '../students';

/**
 * A keyword naming at most this many students is turned into their ids before the purchases are read.
 * A page of purchases is read newest first along the date index until it has 20 that match. Checking
 * each row against a hashed array of ids is far cheaper than a student lookup per row, but finding the
 * ids costs time per student, while the walk shortens as more students match: past some number of
 * students the per-row check wins again. The limit sits above where the two met on the bench's data,
 * and the ids read in vain above it cost little (docs/decisions.md, "Figures behind code comments").
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

import { and, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { studentSearchText, students } from '../../db/schema';
import { containsPattern, searchWords } from '../../lib/search';

/** Only the characters people type in a phone number: "+1 (416) 555-0100". */
const PHONE_LIKE = /^[+\d\s().-]+$/;
const FIELD_SEPARATOR = String.fromCharCode(31);

/** One word of the keyword and the digits to try against phones ('' when it is not phone-like). */
export type KeywordWord = { word: string; digits: string };

/**
 * The student list's keyword: "Ann Lee" finds Ann Lee because every word must match some column
 * (first name, last name, student number, e-mail, WeChat id). A keyword made only of phone
 * characters is one phone number however it is spaced, and phones are compared digit by digit
 * because they are stored normalised ("+14165550100"). The text columns are searched as one
 * (studentSearchText) with one trigram index, phones with their own, so each word is one or two
 * bitmap scans, not a scan of the table.
 */
export function keywordWords(typed: string): KeywordWord[] {
  // studentSearchText joins the fields with this character; a word containing it could span two of them
  // (requests cannot carry it, see plugins/text-safety; other callers might).
  const keyword = typed.replaceAll(FIELD_SEPARATOR, ' ');
  const phoneLike = PHONE_LIKE.test(keyword) && /\d/.test(keyword);
  const words = phoneLike ? [keyword.replace(/\s+/g, '')] : searchWords(keyword);
  return words.map((word) => ({ word, digits: PHONE_LIKE.test(word) ? word.replace(/\D/g, '') : '' }));
}

/**
 * A keyword's shape (lib/query-shapes.ts): a character per word, '1' when the word is also tried
 * against phones, '0' when not; '' is no keyword. At most 8 words (searchWords), so few shapes.
 */
export const keywordShapeOf = (words: KeywordWord[]) => words.map(({ digits }) => (digits ? '1' : '0')).join('');

/**
 * The keyword's filter for its shape (keywordShapeOf), with a placeholder per pattern: every word in
 * some field of the student. The students list and the voucher history's students use it.
 */
export function keywordFilter(shape: string): SQL | undefined {
  return and(
    ...[...shape].map((flag, i) => {
      const digits = flag === '1';
      const text = ilike(studentSearchText(students), sql.placeholder(`word${i}`));
      return digits ? or(text, like(students.phone, sql.placeholder(`digits${i}`))) : text;
    }),
  );
}

/** The placeholders' values for `keywordFilter`. */
export function keywordValues(words: KeywordWord[]): Record<string, string> {
  const values: Record<string, string> = {};
  words.forEach(({ word, digits }, i) => {
    values[`word${i}`] = containsPattern(word);
    values[`digits${i}`] = containsPattern(digits);
  });
  return values;
}

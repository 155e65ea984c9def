import { and, like, or, type SQL, sql } from 'drizzle-orm';
import { students } from '../../db/schema';
import { anyColumnLike, containsPattern } from '../../lib/search';

/** Only the characters people type in a phone number: "+1 (416) 555-0100". */
const PHONE_LIKE = /^[+\d\s().-]+$/;
const MAX_WORDS = 8;

/** One word of the keyword and the digits to try against phones ('' when it is not phone-like). */
export type KeywordWord = { word: string; digits: string };

/**
 * The student list's keyword: "Ann Lee" finds Ann Lee because every word must match some column
 * (first name, last name, student number, e-mail, WeChat id). A keyword made only of phone
 * characters is one phone number however it is spaced, and phones are compared digit by digit
 * because they are stored normalised ("+14165550100"). Every column has a trigram index, so each
 * word is a bitmap OR over indexes, not a scan.
 */
export function keywordWords(keyword: string): KeywordWord[] {
  const phoneLike = PHONE_LIKE.test(keyword) && /\d/.test(keyword);
  const words = phoneLike ? [keyword.replace(/\s+/g, '')] : keyword.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return words.map((word) => ({ word, digits: PHONE_LIKE.test(word) ? word.replace(/\D/g, '') : '' }));
}

/**
 * The keyword's filter with a placeholder per pattern (lib/query-shapes.ts): the shape is the
 * number of words and which of them also match phones, so `hasDigits` is all it needs.
 */
export function keywordFilter(hasDigits: boolean[]): SQL | undefined {
  return and(
    ...hasDigits.map((digits, i) => {
      const text = anyColumnLike(sql.placeholder(`word${i}`), [
        students.studentId,
        students.firstName,
        students.lastName,
        students.email,
        students.wechat,
      ]);
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

import { and, like, or, type SQL } from 'drizzle-orm';
import { students } from '../../db/schema';
import { anyColumnContains, containsPattern } from '../../lib/search';

/** Only the characters people type in a phone number: "+1 (416) 555-0100". */
const PHONE_LIKE = /^[+\d\s().-]+$/;
const MAX_WORDS = 8;

/**
 * The student list's keyword: "Ann Lee" finds Ann Lee because every word must match some column
 * (first name, last name, student number, e-mail, WeChat id). A keyword made only of phone
 * characters is one phone number however it is spaced, and phones are compared digit by digit
 * because they are stored normalised ("+14165550100"). Every column has a trigram index, so each
 * word is a bitmap OR over indexes, not a scan.
 */
export function studentKeywordFilter(keyword: string): SQL | undefined {
  const phoneLike = PHONE_LIKE.test(keyword) && /\d/.test(keyword);
  const words = phoneLike ? [keyword.replace(/\s+/g, '')] : keyword.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return and(...words.map(wordFilter));
}

function wordFilter(word: string): SQL | undefined {
  const text = anyColumnContains(word, [
    students.studentId,
    students.firstName,
    students.lastName,
    students.email,
    students.wechat,
  ]);
  const digits = PHONE_LIKE.test(word) ? word.replace(/\D/g, '') : '';
  return digits ? or(text, like(students.phone, containsPattern(digits))) : text;
}

import { z } from 'zod';

/**
 * Plain-English messages for every generic rule (spec §5 "required, min/max length, range, type"),
 * so a field error reads "must be at least 4 characters" rather than Zod's developer wording.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return 'is required';
          if (issue.expected === 'int') return 'must be a whole number';
          return `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${issue.minimum} characters`;
          }
          if (issue.origin === 'array') return `must have at least ${issue.minimum} item(s)`;
          return issue.inclusive === false
            ? `must be greater than ${issue.minimum}`
            : `must be at least ${issue.minimum}`;
        case 'too_big':
          if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
          if (issue.origin === 'array') return `must have at most ${issue.maximum} item(s)`;
          return issue.inclusive === false ? `must be less than ${issue.maximum}` : `must be at most ${issue.maximum}`;
        case 'invalid_format':
          return issue.format === 'email' ? 'must be a valid e-mail address' : `must be a valid ${issue.format}`;
        case 'invalid_value':
          if (issue.input === undefined) return 'is required';
          return `must be one of: ${issue.values.join(', ')}`;
        case 'unrecognized_keys':
          return `unknown field(s): ${issue.keys.join(', ')}`;
        default:
          return undefined;
      }
    },
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && !value.startsWith('0000');
}

/**
 * The years a centre's dates and times fall in (birthdays included). Outside them a date is a typo,
 * and the code around it is not built for it: years below 1000 print without four digits, a
 * conflict check 12 hours before year 1 reaches year 0, which PostgreSQL refuses, and an export to
 * the end of 9999 runs past year 10000.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;
const EARLIEST = Date.UTC(FIRST_YEAR, 0, 1);
const AFTER_LATEST = Date.UTC(LAST_YEAR + 1, 0, 1);
const inYears = (time: number) => time >= EARLIEST && time < AFTER_LATEST;
const YEARS_MESSAGE = `must be in the years ${FIRST_YEAR} to ${LAST_YEAR}`;

/** An instant with its offset, e.g. "2026-03-02T10:00:00-05:00" or "…Z", in the years above. */
const instantFormat = z.iso.datetime({ offset: true });
const instant = instantFormat.refine(
  // A value the format already refused is left to its message.
  (value) => !instantFormat.safeParse(value).success || inYears(Date.parse(value)),
  YEARS_MESSAGE,
);

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const SIGNED_MONEY = /^-?\d{1,10}(\.\d{1,2})?$/;

/**
 * Every id is a PostgreSQL integer: a larger number names no record, and sending it would make the
 * database refuse the statement (a 500) instead of the request (a 400 naming the field).
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** Shared field rules from spec §5, one definition each. */
export const fields = {
  /** A record's id in a JSON body. */
  recordId: z.number().int().positive().max(MAX_RECORD_ID),
  /** A record's id in a path or a query string. */
  recordIdParam: z.coerce.number().int().positive().max(MAX_RECORD_ID),
  login: z
    .string()
    .trim()
    .min(4)
    .max(50)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'may use letters, digits and _ . @ - only')
    .describe('Sign-in name, at least 4 characters'),
  password: z.string().min(4).max(100).describe('Password, at least 4 characters'),
  email: z.string().trim().max(254).email().describe('E-mail address'),
  phone: z
    .string()
    .trim()
    .max(25)
    .regex(/^\+?[0-9][0-9 ()-]{5,22}[0-9]$/, 'must be a valid phone number')
    .describe('Phone number, digits with an optional leading +'),
  name: z.string().trim().max(50),
  isoDate: z
    .string()
    .regex(ISO_DATE, 'must be a date as YYYY-MM-DD')
    // Date.parse accepts 2023-02-30 (rolling it into March) and year 0, which PostgreSQL refuses with a 500.
    // A value the regex already refused is left to its message.
    .refine((value) => !ISO_DATE.test(value) || isCalendarDate(value), 'must be a real date')
    .refine((value) => !ISO_DATE.test(value) || !isCalendarDate(value) || inYears(Date.parse(value)), YEARS_MESSAGE),
  instant,
  /**
   * Money as a decimal string ("12.50"), never a float (design.md §3): zero or more, at most two
   * decimals. PostgreSQL numeric does the arithmetic.
   */
  money: z
    .string()
    .trim()
    .regex(MONEY, 'must be an amount like 12.50 (zero or more, at most 2 decimals)')
    .describe('Amount as a decimal string, e.g. "12.50"'),
  /** A signed amount for corrections: "-5.00" or "5.00", not zero. */
  signedMoney: z
    .string()
    .trim()
    .regex(SIGNED_MONEY, 'must be an amount like 12.50 or -12.50 (at most 2 decimals)')
    .refine((value) => !SIGNED_MONEY.test(value) || !/^-?0+(\.0+)?$/.test(value), 'must not be zero')
    .describe('Signed amount as a decimal string, e.g. "-5.00"'),
  /** A calendar colour as #rrggbb. */
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1890ff')
    .transform((value) => value.toLowerCase())
    .describe('Colour as #rrggbb'),
};

/** Whether both values are present and pass `rule`: cross-field checks only compare sound values. */
export const bothValid = (rule: z.ZodType, a: unknown, b: unknown) =>
  a !== undefined && b !== undefined && rule.safeParse(a).success && rule.safeParse(b).success;

/** Digits with an optional leading +, so "+1 (416) 555-0100" and "+14165550100" are the same phone. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** An optional text field's value to store: a blank one is no value (null); left out stays left out. */
export const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** An optional id filter in a query string (teacherId, studentId…), described for the API docs. */
export const optionalIdParam = (what: string) => fields.recordIdParam.optional().describe(what);

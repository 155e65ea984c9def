/** What every bench generator shares: the sizes, the statement runner and the bench accounts. */

export type SeedSizes = {
  teachers: number;
  courses: number;
  referrals: number;
  students: number;
  voucherPurchases: number;
  terms: number;
  termRegisters: number;
  lessons: number;
};

/**
 * Scale 1: the issues' "large centre" (at least 20,000 students, 300 teachers, 200 courses, 100,000
 * purchases, 500,000 lessons over three years).
 */
const BASE_SIZES: SeedSizes = {
  teachers: 300,
  courses: 200,
  referrals: 2_000,
  students: 20_000,
  voucherPurchases: 100_000,
  terms: 300,
  termRegisters: 4_000,
  lessons: 500_000,
};

export function sizesFor(scale: number): SeedSizes {
  const entries = Object.entries(BASE_SIZES).map(([key, size]) => [key, Math.max(1, Math.round(size * scale))]);
  return Object.fromEntries(entries) as SeedSizes;
}

export type Row = Record<string, unknown>;

export type SeedContext = {
  /** Runs one SQL statement inside the seed's transaction and returns its rows. */
  run: (statement: string) => Promise<Row[]>;
  sizes: SeedSizes;
  /** One scrypt hash shared by every bench account (hashing 300 passwords would take longer than the seed). */
  passwordHash: string;
  /** The bench administrator: who recorded the purchases and marked registers paid. */
  adminId: number;
};

/** Bench accounts are recognised by this e-mail domain, so `--force` never touches anyone else's account. */
export const BENCH_EMAIL_DOMAIN = 'bench-centre.example';
export const BENCH_EMAIL_PATTERN = `'%@${BENCH_EMAIL_DOMAIN}'`;
export const BENCH_ADMIN_LOGIN = 'benchadmin';
/** The family portal account the bench's portal scenarios sign in as (linked to students 1 and 2). */
export const BENCH_FAMILY_LOGIN = 'family0001';

/** The bench teachers numbered 1…n in id order, so other tables can say "teacher k". */
export const BENCH_TEACHERS = `(SELECT id AS user_id, row_number() OVER (ORDER BY id) AS n FROM users
  WHERE role = 'ROLE_TEACHER' AND email LIKE ${BENCH_EMAIL_PATTERN})`;

/** Three years of history up to today, the span purchases, terms and (later) lessons cover. */
export const HISTORY_DAYS = 3 * 365;

/** Every bench account's password; `npm run bench` signs in with it. */
export const BENCH_PASSWORD = process.env.BENCH_PASSWORD ?? 'bench1234';

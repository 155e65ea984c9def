/** Bench accounts (the administrator, the teachers and the families), referrals and students. */
import {
  BENCH_ADMIN_LOGIN,
  BENCH_EMAIL_DOMAIN,
  BENCH_EMAIL_PATTERN,
  BENCH_TEACHERS,
  type SeedContext,
} from './context';
import { between, chance, hash, padded, pick, text } from './sql-kit';
import {
  AREA_CODES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  OPERATING_AREAS,
  REFERRAL_SOURCES,
  STUDENT_COMMENTS,
  TEACHER_COLOURS,
} from './words';

/** Letters only, for e-mail local parts ("O'Brien" → "obrien"). */
const mailPart = (column: string) => `regexp_replace(lower(${column}), '[^a-z]', '', 'g')`;

/** A normalised phone number ("+14165550123"), as the API stores them. */
const phone = (salt: string, expr: string) =>
  `'+1' || ${pick(AREA_CODES, `${salt}-area`, expr)} || ${padded(`${hash(`${salt}-number`, expr)} % 10000000`, 7)}`;

export async function seedBenchAdmin(ctx: Omit<SeedContext, 'adminId'>): Promise<number> {
  const [row] = await ctx.run(`
    INSERT INTO users (login, password_hash, first_name, last_name, email, role, activated)
    VALUES ('${BENCH_ADMIN_LOGIN}', ${text(ctx.passwordHash)}, 'Bench', 'Administrator',
      '${BENCH_ADMIN_LOGIN}@${BENCH_EMAIL_DOMAIN}', 'ROLE_ADMIN', true)
    RETURNING id`);
  return Number(row.id);
}

/** Teacher accounts `teacher0001`… (ROLE_TEACHER, activated) and their profiles. */
export async function seedTeachers(ctx: SeedContext) {
  await ctx.run(`
    INSERT INTO users (login, password_hash, first_name, last_name, email, phone, birthday, role, activated)
    SELECT 'teacher' || ${padded('g', 4)}, ${text(ctx.passwordHash)}, first_name, last_name,
      ${mailPart('first_name')} || '.' || ${mailPart('last_name')} || g || '@${BENCH_EMAIL_DOMAIN}',
      ${phone('teacher-phone', 'g')},
      date '1962-01-01' + ${between(0, 13_000, 'teacher-birthday', 'g')},
      'ROLE_TEACHER', true
    FROM (SELECT g, ${pick(FIRST_NAMES, 'teacher-first', 'g')} AS first_name,
            ${pick(LAST_NAMES, 'teacher-last', 'g')} AS last_name
          FROM generate_series(1, ${ctx.sizes.teachers}) g) t`);
  await ctx.run(`
    INSERT INTO teachers (user_id, employee_id, preferred_name, wechat, payroll_contact, hourly_rate,
      operating_area, advantage, disadvantage, feedback, color)
    SELECT t.user_id, 'E' || ${padded('t.n', 4)},
      CASE WHEN ${chance(15, 'preferred', 't.n')} THEN left(u.first_name, 3) END,
      CASE WHEN ${chance(50, 'teacher-wechat', 't.n')} THEN 'wx_' || u.login END,
      ${pick(['Direct deposit, monthly', 'E-transfer to personal e-mail', 'Cheque, bi-weekly'], 'payroll', 't.n')},
      (${between(25, 60, 'teacher-rate', 't.n')})::numeric(12,2),
      ${pick(OPERATING_AREAS, 'area', 't.n')},
      ${pick(['Patient with beginners', 'Strong exam preparation', 'Bilingual lessons', 'Great with teenagers'], 'adv', 't.n')},
      CASE WHEN ${chance(20, 'disadv', 't.n')} THEN 'Limited weekend availability' END,
      CASE WHEN ${chance(30, 'feedback', 't.n')} THEN 'Parents report steady progress' END,
      ${pick(TEACHER_COLOURS, 'colour', 't.n')}
    FROM ${BENCH_TEACHERS} t JOIN users u ON u.id = t.user_id`);
}

export async function seedReferrals(ctx: SeedContext) {
  await ctx.run(`
    INSERT INTO referrals (id, referrer, comments) OVERRIDING SYSTEM VALUE
    SELECT g,
      CASE WHEN ${chance(60, 'referrer-kind', 'g')}
        THEN ${pick(FIRST_NAMES, 'referrer-first', 'g')} || ' ' || ${pick(LAST_NAMES, 'referrer-last', 'g')}
        ELSE ${pick(REFERRAL_SOURCES, 'referrer-source', 'g')} END,
      CASE WHEN ${chance(40, 'referral-note', 'g')} THEN 'Asked about ' || ${pick(['maths', 'piano', 'French', 'SAT'], 'topic', 'g')} END
    FROM generate_series(1, ${ctx.sizes.referrals}) g`);
}

/** Students with ids 1…n; mostly active, some inactive or suspended; balances come from the ledger later. */
export async function seedStudents(ctx: SeedContext) {
  const { students, referrals } = ctx.sizes;
  await ctx.run(`
    INSERT INTO students (id, student_id, first_name, last_name, referral_id, start_date, wechat, phone, email,
      comments, allow_sms, allow_email, hourly_rate, status, created_at, updated_at, created_by)
    OVERRIDING SYSTEM VALUE
    SELECT g, 'S' || ${padded('g', 6)}, first_name, last_name,
      CASE WHEN ${chance(30, 'referred', 'g')} THEN ${between(1, referrals, 'referral', 'g')} END,
      start_date,
      CASE WHEN ${chance(40, 'wechat', 'g')} THEN ${mailPart('first_name')} || '_' || ${between(10, 9999, 'wx', 'g')} END,
      CASE WHEN ${chance(92, 'has-phone', 'g')} THEN ${phone('student-phone', 'g')} END,
      CASE WHEN ${chance(85, 'has-email', 'g')} THEN ${mailPart('first_name')} || '.' || ${mailPart('last_name')}
        || ${between(1, 99, 'email-n', 'g')} || '@' || ${pick(EMAIL_DOMAINS, 'domain', 'g')} END,
      CASE WHEN ${chance(10, 'comment', 'g')} THEN ${pick(STUDENT_COMMENTS, 'comment-text', 'g')} END,
      ${chance(90, 'sms', 'g')}, ${chance(85, 'mail', 'g')},
      (5 * ${between(7, 17, 'student-rate', 'g')})::numeric(12,2),
      (CASE WHEN ${hash('status', 'g')} % 100 < 85 THEN 'active'
            WHEN ${hash('status', 'g')} % 100 < 95 THEN 'inactive' ELSE 'suspended' END)::student_status,
      start_date, start_date, ${ctx.adminId}
    FROM (SELECT g, ${pick(FIRST_NAMES, 'first', 'g')} AS first_name, ${pick(LAST_NAMES, 'last', 'g')} AS last_name,
            current_date - ${between(0, 4 * 365, 'start', 'g')} AS start_date
          FROM generate_series(1, ${students}) g) s`);
}

/**
 * Family portal accounts `family0001`… (ROLE_CUSTOMER, activated, issue 33), one per ten students,
 * each linked to two siblings: family k to students 2k−1 and 2k. `npm run bench` signs in as the first.
 */
export async function seedFamilies(ctx: SeedContext) {
  const families = Math.max(1, Math.floor(ctx.sizes.students / 10));
  await ctx.run(`
    INSERT INTO users (login, password_hash, first_name, last_name, email, role, activated)
    SELECT 'family' || ${padded('g', 4)}, ${text(ctx.passwordHash)}, ${pick(FIRST_NAMES, 'parent-first', 'g')},
      s.last_name, 'family' || g || '@${BENCH_EMAIL_DOMAIN}', 'ROLE_CUSTOMER', true
    FROM generate_series(1, ${families}) g JOIN students s ON s.id = 2 * g - 1`);
  await ctx.run(`
    INSERT INTO family_links (user_id, student_id, created_by)
    SELECT u.id, s.id, ${ctx.adminId}
    FROM users u
    JOIN students s ON s.id IN (2 * substr(u.login, 7)::int - 1, 2 * substr(u.login, 7)::int)
    WHERE u.role = 'ROLE_CUSTOMER' AND u.email LIKE ${BENCH_EMAIL_PATTERN}`);
}

/** Bench accounts to remove before reseeding: only those with the bench e-mail domain. */
export async function deleteBenchAccounts(ctx: Pick<SeedContext, 'run'>) {
  const bench = `SELECT id FROM users WHERE email LIKE ${BENCH_EMAIL_PATTERN}`;
  await ctx.run(`DELETE FROM family_links WHERE user_id IN (${bench})`);
  await ctx.run(`DELETE FROM teachers WHERE user_id IN (${bench})`);
  await ctx.run(`DELETE FROM users WHERE id IN (${bench})`);
}

import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { LOCK_SPACES, lockCount } from './request-limit';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_PAIR = 5;
const MAX_FAILURES_PER_ADDRESS = 30;
/** Failures of one login, from any addresses, before each further try has to wait. */
const FREE_FAILURES_PER_LOGIN = 10;
const FIRST_DELAY_MS = 1000;
/** The longest an account's owner ever waits, however long an attacker keeps guessing. */
const MAX_DELAY_MS = 60 * 1000;

/** How long after its latest failure a login with `failures` recent failures may be tried again. */
export function accountDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_LOGIN) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_FAILURES_PER_LOGIN, 16));
}

/** Times are epoch milliseconds. */
type Counts = {
  perAddress: number;
  oldestOfAddress: number | null;
  perPair: number;
  oldestOfPair: number | null;
  perLogin: number;
  latestOfLogin: number | null;
};

/**
 * Failed sign-ins, counted in the database (so every API process sees the same counts and a restart
 * forgets none) over a 15-minute window, three ways:
 * - one login from one address: 5 failures, then that address is refused for that login (429);
 * - one address: 30 failures, then it is refused for every login;
 * - one login from any addresses: past 10 failures each further try waits a delay that doubles from
 *   1 second up to 1 minute after the latest failure. Addresses are cheap to change, so this is what
 *   bounds guessing at one account; it is a delay rather than a lock so an attacker cannot keep the
 *   owner out for longer than a minute at a time.
 * Each try is counted as a failure before its password or code is checked (`beginAttempt`), under
 * locks on its address and login, and forgotten when it turns out right: so simultaneous tries cannot
 * all pass one count, in one process or several. A refused try tells nothing about the password,
 * since nothing was checked. Old rows go with the auth cleanup job (auth-cleanup.job.ts).
 */
export class LoginThrottle {
  constructor(private readonly db: Database) {}

  /**
   * Counts one try of `login` from `address` as a failure, or refuses it (429). Returns the try's id for
   * `forgetAttempt`, for a try that turns out not to be a wrong password or code.
   */
  async beginAttempt(address: string, login: string, now = Date.now()): Promise<number> {
    const counted = await this.db.transaction(async (tx) => {
      // Always the address first, then the login, each in a lock space of its own: never a circle of waits.
      await lockCount(tx, LOCK_SPACES.signInAddress, address);
      await lockCount(tx, LOCK_SPACES.signInLogin, login);
      const refused = refusalFor(await counts(tx, address, login, now), now);
      if (refused) return refused;
      const [row] = await tx
        .insert(signInFailures)
        .values({ address, login, failedAt: new Date(now) })
        .returning({ id: signInFailures.id });
      return row.id;
    });
    if (counted instanceof AppError) throw counted;
    return counted;
  }

  /** The try was right but could not sign in (the account is not activated yet): it is no failure. */
  async forgetAttempt(id: number): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.id, id));
  }

  /** A failure on record as if a try had failed at `now` (tests set up a history with it). */
  async recordFailure(address: string, login: string, now = Date.now()): Promise<void> {
    await this.db.insert(signInFailures).values({ address, login, failedAt: new Date(now) });
  }

  /** The owner signed in from here: their own earlier mistakes (and this try) from here no longer count. */
  async recordSuccess(address: string, login: string): Promise<void> {
    await this.db
      .delete(signInFailures)
      .where(and(eq(signInFailures.address, address), eq(signInFailures.login, login)));
  }
}

async function counts(db: Executor, address: string, login: string, now: number): Promise<Counts> {
  const { address: a, login: l, failedAt } = signInFailures;
  const ms = (time: ReturnType<typeof sql>) => sql`(extract(epoch from ${time}) * 1000)::float8`;
  const result = await db.execute<Counts>(sql`
    select count(*) filter (where ${a} = ${address})::int as "perAddress",
           ${ms(sql`min(${failedAt}) filter (where ${a} = ${address})`)} as "oldestOfAddress",
           count(*) filter (where ${a} = ${address} and ${l} = ${login})::int as "perPair",
           ${ms(sql`min(${failedAt}) filter (where ${a} = ${address} and ${l} = ${login})`)} as "oldestOfPair",
           count(*) filter (where ${l} = ${login})::int as "perLogin",
           ${ms(sql`max(${failedAt}) filter (where ${l} = ${login})`)} as "latestOfLogin"
    from ${signInFailures}
    where ${failedAt} > ${new Date(now - WINDOW_MS).toISOString()} and (${a} = ${address} or ${l} = ${login})`);
  return result.rows[0];
}

function refusalFor(found: Counts, now: number): AppError | null {
  if (found.perPair >= MAX_FAILURES_PER_PAIR || found.perAddress >= MAX_FAILURES_PER_ADDRESS) {
    const oldest = Number(found.perPair >= MAX_FAILURES_PER_PAIR ? found.oldestOfPair : found.oldestOfAddress);
    const waitMs = Math.max(60_000, oldest + WINDOW_MS - now);
    return refusal(`Please wait ${Math.ceil(waitMs / 60_000)} minute(s) and try again.`, waitMs);
  }
  const delay = accountDelayMs(found.perLogin);
  const waitMs = delay && Number(found.latestOfLogin) + delay - now;
  return waitMs > 0 ? refusal(`Please wait ${Math.ceil(waitMs / 1000)} second(s) and try again.`, waitMs) : null;
}

function refusal(wait: string, waitMs: number): AppError {
  return new AppError('toomanyattempts', {
    message: `Too many failed sign-in attempts. ${wait}`,
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}

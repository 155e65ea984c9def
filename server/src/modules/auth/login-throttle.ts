import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';

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
 * The refusal comes before the password is checked, so a refused try tells nothing about it.
 */
export class LoginThrottle {
  constructor(private readonly db: Database) {}

  async assertAllowed(address: string, login: string, now = Date.now()): Promise<void> {
    const counts = await this.counts(address, login, now);
    if (counts.perPair >= MAX_FAILURES_PER_PAIR || counts.perAddress >= MAX_FAILURES_PER_ADDRESS) {
      const oldest = Number(counts.perPair >= MAX_FAILURES_PER_PAIR ? counts.oldestOfPair : counts.oldestOfAddress);
      const waitMs = Math.max(60_000, oldest + WINDOW_MS - now);
      throw refusal(`Please wait ${Math.ceil(waitMs / 60_000)} minute(s) and try again.`, waitMs);
    }
    const delay = accountDelayMs(counts.perLogin);
    const waitMs = delay && Number(counts.latestOfLogin) + delay - now;
    if (waitMs > 0) {
      throw refusal(`Please wait ${Math.ceil(waitMs / 1000)} second(s) and try again.`, waitMs);
    }
  }

  async recordFailure(address: string, login: string, now = Date.now()): Promise<void> {
    await this.db.insert(signInFailures).values({ address, login, failedAt: new Date(now) });
    // Forget what the window no longer counts, so the table stays as small as the last 15 minutes.
    await this.db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now - WINDOW_MS)));
  }

  /** The owner signed in from here: their own earlier mistakes from this address no longer count. */
  async recordSuccess(address: string, login: string): Promise<void> {
    await this.db
      .delete(signInFailures)
      .where(and(eq(signInFailures.address, address), eq(signInFailures.login, login)));
  }

  private async counts(address: string, login: string, now: number): Promise<Counts> {
    const { address: a, login: l, failedAt } = signInFailures;
    const ms = (time: ReturnType<typeof sql>) => sql`(extract(epoch from ${time}) * 1000)::float8`;
    const result = await this.db.execute<Counts>(sql`
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
}

function refusal(wait: string, waitMs: number): AppError {
  return new AppError('toomanyattempts', {
    message: `Too many failed sign-in attempts. ${wait}`,
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}

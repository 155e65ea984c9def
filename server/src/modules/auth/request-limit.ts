import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { requestLimitHits, signInFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Namespaces of the counting locks, two-key advisory lock spaces of their own beside the schedules'
 * booking locks and the phone locks (users/user-accounts.ts).
 */
export const LOCK_SPACES = {
  signInAddress: 0x5349_4144, // "SIAD"
  signInLogin: 0x5349_4c47, // "SILG"
  requests: 0x4c49_4d54, // "LIMT"
} as const;

/**
 * Requests counted under one key take turns for the moment of counting: a transaction-level advisory
 * lock on the key's hash, so two processes (or two requests of one) cannot both count the same free
 * slot. Keys whose hashes collide merely wait for each other.
 */
export function lockCount(tx: Transaction, space: number, key: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(${space}::integer, hashtext(${key}))`);
}

export type RequestLimit = { kind: 'register' | 'sms-code'; max: number; windowMs: number; message: string };

/**
 * Counts one request of `limit.kind` from `address` before anything else is done for it, or refuses
 * it with 429 when the window already holds `limit.max` of them. Counting and refusing are one step
 * under the key's lock, so simultaneous requests cannot all pass: exactly `max` do.
 */
export async function takeRequestSlot(db: Database, limit: RequestLimit, address: string, now = Date.now()) {
  const oldest = await db.transaction(async (tx) => {
    await lockCount(tx, LOCK_SPACES.requests, `${limit.kind}:${address}`);
    const recent = await tx
      .select({ at: requestLimitHits.at })
      .from(requestLimitHits)
      .where(
        and(
          eq(requestLimitHits.kind, limit.kind),
          eq(requestLimitHits.address, address),
          gt(requestLimitHits.at, new Date(now - limit.windowMs)),
        ),
      )
      .orderBy(requestLimitHits.at)
      .limit(limit.max);
    if (recent.length >= limit.max) return recent[0].at.getTime();
    await tx.insert(requestLimitHits).values({ kind: limit.kind, address, at: new Date(now) });
    return null;
  });
  if (oldest === null) return;
  const waitMs = Math.max(60_000, oldest + limit.windowMs - now);
  throw new AppError('toomanyattempts', {
    message: `${limit.message} Please wait ${Math.ceil(waitMs / 60_000)} minute(s) and try again.`,
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}

/** The longest window any count uses: rows older than this count for nothing. */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;

/** Deletes counted requests and sign-in failures no window counts any more (the auth cleanup job). */
export async function forgetOldRequests(db: Database, now = Date.now()) {
  const before = new Date(now - LONGEST_WINDOW_MS);
  await db.delete(requestLimitHits).where(lt(requestLimitHits.at, before));
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, before));
}

import { AppError } from '../../lib/app-error';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * Counts failed sign-ins per (address, login) and per address within a 15-minute window.
 * Past the limit every attempt is refused with 429 before the password is even checked, so
 * guessing costs the attacker time. Kept in memory: one server process serves a centre.
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

  assertAllowed(address: string, login: string, now = Date.now()): void {
    const perAccount = this.recent(`${address}|${login}`, now);
    const perAddress = this.recent(address, now);
    if (perAccount.length >= MAX_FAILURES_PER_ACCOUNT || perAddress.length >= MAX_FAILURES_PER_ADDRESS) {
      const oldest = Math.min(...(perAccount.length >= MAX_FAILURES_PER_ACCOUNT ? perAccount : perAddress));
      const minutes = Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 60_000));
      throw new AppError('toomanyattempts', {
        message: `Too many failed sign-in attempts. Please wait ${minutes} minute(s) and try again.`,
      });
    }
  }

  recordFailure(address: string, login: string, now = Date.now()): void {
    for (const key of [`${address}|${login}`, address]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  recordSuccess(address: string, login: string): void {
    this.failures.delete(`${address}|${login}`);
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }
}

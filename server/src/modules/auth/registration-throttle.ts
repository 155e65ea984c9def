import { AppError } from '../../lib/app-error';

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_ADDRESS = 5;

/**
 * Register is limited per address like sign-in (login-throttle.ts, the same 15-minute window): every
 * attempt counts, accepted or not, since each accepted one writes an account and sends an e-mail.
 * Past the limit the request is refused with 429 before anything is checked or written.
 */
export class RegistrationThrottle {
  private attempts = new Map<string, number[]>();

  assertAllowed(address: string, now = Date.now()): void {
    const recent = this.recent(address, now);
    if (recent.length < MAX_REGISTRATIONS_PER_ADDRESS) return;
    const minutes = Math.max(1, Math.ceil((Math.min(...recent) + WINDOW_MS - now) / 60_000));
    throw new AppError('toomanyattempts', {
      message: `Too many registrations from this address. Please wait ${minutes} minute(s) and try again.`,
    });
  }

  record(address: string, now = Date.now()): void {
    this.attempts.set(address, [...this.recent(address, now), now]);
  }

  private recent(address: string, now: number): number[] {
    const times = (this.attempts.get(address) ?? []).filter((time) => now - time < WINDOW_MS);
    if (times.length === 0) this.attempts.delete(address);
    return times;
  }
}

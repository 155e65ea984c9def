import type { RequestLimit } from './request-limit';

export const MAX_REGISTRATIONS_PER_ADDRESS = 5;

/**
 * Register is limited per address like sign-in (login-throttle.ts, the same 15-minute window): every
 * attempt counts, accepted or not, since each accepted one writes an account and sends an e-mail.
 * Past the limit the request is refused with 429 before anything is checked or written. Counted in the
 * database (request-limit.ts), so every process shares the count and a restart forgets none.
 */
export const REGISTRATION_LIMIT: RequestLimit = {
  kind: 'register',
  max: MAX_REGISTRATIONS_PER_ADDRESS,
  windowMs: 15 * 60 * 1000,
  message: 'Too many registrations from this address.',
};

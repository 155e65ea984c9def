import type { FormRule } from 'antd';

/** Mirrors the server's phone rule (digits, spaces, brackets, dashes, optional leading +). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;

/** Mirrors the server's login rule; spec §5 asks for at least 4 characters. */
export const LOGIN_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const LOGIN_MIN_LENGTH = 4;

/** Rules for a login chosen when an account is created or edited (sign-in only checks presence). */
export const loginRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Please enter a login!' },
  { min: LOGIN_MIN_LENGTH, message: `Login must be at least ${LOGIN_MIN_LENGTH} characters` },
  { max: 50, message: 'Login must be at most 50 characters' },
  { pattern: LOGIN_PATTERN, message: 'Login may use letters, digits and _ . @ - only' },
];

export const emailRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Please enter an e-mail address!' },
  { type: 'email', message: 'Please enter a valid e-mail address!' },
];

/** First and last names are optional; the server stores at most 50 characters. */
export const nameRules: FormRule[] = [{ max: 50, message: 'Names must be at most 50 characters' }];

/** Optional phone: checked only when something is typed. */
export const phoneRules: FormRule[] = [{ pattern: PHONE_PATTERN, message: 'Please enter a valid phone number!' }];

export const requiredPhoneRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Please enter your phone number!' },
  ...phoneRules,
];

/**
 * Spec §5: the description of a rule-bound change (a refund's, a correction's reason) has at least
 * five characters; the server stores at most 500. Spaces around the text do not count, as on the server.
 */
export const REASON_MIN_LENGTH = 5;
export const REASON_MAX_LENGTH = 500;
export const SHORT_REASON_MESSAGE = `Reason must be at least ${REASON_MIN_LENGTH} characters`;

/** Something typed, but too short once trimmed (nothing typed is the required rule's to report). */
export function isShortReason(value: string | undefined): boolean {
  const typed = value?.trim() ?? '';
  return typed !== '' && typed.length < REASON_MIN_LENGTH;
}

export const reasonRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Please enter the reason!' },
  {
    validator: (_, value?: string) =>
      isShortReason(value) ? Promise.reject(new Error(SHORT_REASON_MESSAGE)) : Promise.resolve(),
  },
];

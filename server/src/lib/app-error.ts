/**
 * How the client shows an error (spec §8): 0 silent, 1 warning message, 2 error message,
 * 4 notification, 9 redirect to the error page.
 */
export const ShowType = { SILENT: 0, WARN_MESSAGE: 1, ERROR_MESSAGE: 2, NOTIFICATION: 4, REDIRECT: 9 } as const;
export type ShowTypeValue = (typeof ShowType)[keyof typeof ShowType];

export type FieldError = { field: string; message: string };

type ErrorDefinition = { status: number; message: string; title?: string };

/** Every business error the server can raise: one code, one status, one message a person can act on. */
export const ERRORS = {
  badcredentials: { status: 401, message: 'Incorrect username/password' },
  badcaptcha: { status: 401, message: 'Verification Code Error' },
  unauthenticated: { status: 401, message: 'Please sign in again.' },
  forbidden: { status: 403, message: 'Sorry, you are not authorized to access this page.' },
  notfound: { status: 404, message: 'Not found.' },
  userexists: { status: 409, message: 'Login user already exists' },
  emailexists: { status: 409, message: 'Email already exists!' },
  /** Any other unique value already taken (a student number, a registration); the message says which. */
  conflict: { status: 409, message: 'This already exists.' },
  /** PostgreSQL refused a transaction because of a concurrent one (a deadlock): nothing was written. */
  concurrentchange: {
    status: 409,
    message: 'Someone else was changing the same records at the same moment. Nothing was saved: please try again.',
  },
  incorrectpassword: { status: 400, message: 'Wrong password!', title: 'Incorrect password' },
  validation: { status: 400, message: 'Please check the highlighted fields.' },
  invalidkey: { status: 400, message: 'This link is invalid or has expired. Please request a new one.' },
  notactivated: { status: 401, message: 'This account is not activated yet. Please use the link in your e-mail.' },
  awaitingapproval: {
    status: 401,
    message: "This account is waiting for an administrator's approval. You will get an e-mail once it is approved.",
  },
  toomanyattempts: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
  ruleviolated: { status: 422, message: 'This change is not allowed.' },
  internal: { status: 500, message: 'Something went wrong on the server. Please try again.' },
  /** Not ready for traffic (readiness): starting, shutting down or without its database. */
  unavailable: { status: 503, message: 'The server is not ready. Please try again shortly.' },
} satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

/** Thrown by services; the error handler turns it into status + `{success:false, errorCode, …}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly title?: string;
  readonly fieldErrors?: FieldError[];
  readonly showType: ShowTypeValue;
  /** Sent as Retry-After with a 429, so clients and proxies know when to come back. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      fieldErrors?: FieldError[];
      showType?: ShowTypeValue;
      retryAfterSeconds?: number;
    } = {},
  ) {
    const definition: ErrorDefinition = ERRORS[code];
    super(options.message ?? definition.message);
    this.code = code;
    this.status = definition.status;
    this.title = definition.title;
    this.fieldErrors = options.fieldErrors;
    this.showType = options.showType ?? ShowType.ERROR_MESSAGE;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 400 on one field, worded like the schema's own errors ("field: message"), for rules checked in code. */
export function invalidField(field: string, message: string): AppError {
  return new AppError('validation', { message: `${field}: ${message}`, fieldErrors: [{ field, message }] });
}

/**
 * Ids sent in `field` (e.g. teacherIds) that name no current record: 400 on the field, listing them.
 * `found` is what a lookup of `wanted` returned.
 */
export function assertAllKnown(field: string, noun: string, wanted: number[], found: number[]): void {
  const known = new Set(found);
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  throw invalidField(field, `unknown ${noun}(s): ${unknown.join(', ')}`);
}

/** A field-level rule broken (e.g. a unique value taken): 400/409 with the field named. */
export function fieldError(code: ErrorCode, field: string, message?: string): AppError {
  const text = message ?? ERRORS[code].message;
  return new AppError(code, { message: text, fieldErrors: [{ field, message: text }] });
}

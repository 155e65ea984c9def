/** Query parameters whose values are secrets (one-time e-mail keys) and never reach the log. */
const SECRET_QUERY = /([?&](?:key|token|captcha)=)[^&#]*/gi;
/**
 * Path segments that are credentials: a calendar feed's token (its address is all a calendar app
 * needs to read a teacher's lessons) and a card authentication page's token.
 */
const SECRET_PATH = /(\/(?:calendar-feeds|billing\/test-provider\/challenges)\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify request serializer: method, redacted URL and caller, never headers or bodies. */
export function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  /** PostgreSQL's SQLSTATE and the object it names: enough to find the cause, never a value. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

type DatabaseErrorFields = {
  query?: unknown;
  params?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Fastify error serializer. A failed query's error carries every bound value (Drizzle puts them in its
 * message and `params`, PostgreSQL in `detail`): password hashes, e-mails, phones, encrypted SINs. The
 * log keeps the statement, the SQLSTATE and the constraint, table and column it names, and drops the values.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & DatabaseErrorFields;
  const query = text(fields.query);
  const logged: LoggedError = {
    type: error.name,
    message: query !== undefined && 'params' in fields ? `Failed query: ${query}` : error.message,
    // Only the frames: a stack starts with the message, values included.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
    code: text(fields.code),
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
  };
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The server's log serializers: requests without headers or bodies, errors without values. */
export const LOG_SERIALIZERS = { req: serializeRequest, err: serializeError };

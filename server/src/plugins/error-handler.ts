import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERRORS, type FieldError, ShowType } from '../lib/app-error';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isConcurrencyFailure,
  isDatabaseUnavailable,
} from '../lib/db-errors';

const FRAMEWORK_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: 'badrequest', message: 'The request body is not valid JSON.' },
  413: { code: 'toolarge', message: 'The request is too large (1 MiB at most).' },
  415: { code: 'unsupportedmediatype', message: 'Send the request body as JSON (Content-Type: application/json).' },
  429: { code: 'toomanyattempts', message: ERRORS.toomanyattempts.message },
};

export type ErrorBody = {
  success: false;
  errorCode: string;
  errorMessage: string;
  showType: number;
  title?: string;
  fieldErrors?: FieldError[];
};

/**
 * One mapping from anything thrown to the `{success:false, errorCode, errorMessage, showType}` body
 * the client's request layer reads (spec §8). 5xx details stay in the log, never in the response.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.status, {
        success: false,
        errorCode: error.code,
        errorMessage: error.message,
        showType: error.showType,
        title: error.title,
        fieldErrors: error.fieldErrors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = error.validation.flatMap((issue): FieldError[] => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const unknownKeys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === 'unrecognized_keys' && unknownKeys) {
          return unknownKeys.map((key) => ({
            field: field ? `${field}.${key}` : key,
            message: 'is not a known field',
          }));
        }
        return [{ field: field || error.validationContext || 'request', message: issue.message ?? 'is invalid' }];
      });
      return sendError(reply, 400, {
        success: false,
        errorCode: 'validation',
        errorMessage: fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; '),
        showType: ShowType.ERROR_MESSAGE,
        fieldErrors,
      });
    }
    if (isConcurrencyFailure(error)) {
      request.log.warn({ err: error }, 'transaction gave way to a concurrent one');
      return sendError(reply, 409, {
        success: false,
        errorCode: 'concurrentchange',
        errorMessage: ERRORS.concurrentchange.message,
        showType: ShowType.ERROR_MESSAGE,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or away: the same request can succeed in a moment (issue 30). The
      // pool warns once per outage (db/client.ts); a line per refused request would flood the log.
      request.log.debug({ err: error }, 'the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, {
        success: false,
        errorCode: 'unavailable',
        errorMessage: DATABASE_UNAVAILABLE_MESSAGE,
        showType: ShowType.ERROR_MESSAGE,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, {
        success: false,
        errorCode: 'internal',
        errorMessage: ERRORS.internal.message,
        showType: ShowType.ERROR_MESSAGE,
      });
    }
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
    const known = status === 400 && !error.code?.includes('JSON') ? undefined : FRAMEWORK_ERRORS[status];
    return sendError(reply, status, {
      success: false,
      errorCode: known?.code ?? 'badrequest',
      errorMessage: known?.message ?? error.message,
      showType: ShowType.ERROR_MESSAGE,
    });
  });
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

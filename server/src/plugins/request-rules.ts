import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { AppError, invalidField } from '../lib/app-error';

/** Path parameters that name a record: `id`, `teacherId`… */
const ID_PARAMETER = /^id$|Id$/;
/** An id as the API writes it: decimal digits, no sign, no leading zero, no spaces, no exponent. */
const CANONICAL_ID = /^(0|[1-9][0-9]*)$/;

/** Written some other way than the canonical one, yet a number to a lenient parse (`Number(value)`). */
const lenientOnly = (value: string) => !CANONICAL_ID.test(value) && Number.isFinite(Number(value));

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads a body it does not describe with a schema: a signed webhook's exact bytes, or the
     * form a mail client posts for a one-click unsubscribe (RFC 8058). Other routes without a body
     * schema refuse any body.
     */
    undescribedBody?: true;
  }
}

/** A number as the API writes it in a query: no sign but minus, no leading zero, no exponent or hex. */
const CANONICAL_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** A whole number as the API writes it in a query: `4`, never `4.0`, which a lenient parse reads as 4. */
const CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;

type QueryShape = { known: Set<string>; numbers: Set<string>; integers: Set<string> } | null;
const shapes = new WeakMap<object, QueryShape>();
const NO_QUERY: QueryShape = { known: new Set(), numbers: new Set(), integers: new Set() };

/** The number a query field's schema reads (z.coerce.number, maybe optional or defaulted), if any. */
function numberOf(schema: unknown): z.ZodNumber | null {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
    current = current.unwrap();
  }
  return current instanceof z.ZodNumber ? current : null;
}

/** The keys a route's query schema names and which read numbers, or null when it is not an object schema. */
function queryShape(schema: unknown): QueryShape {
  if (!schema || typeof schema !== 'object') return NO_QUERY;
  const cached = shapes.get(schema);
  if (cached !== undefined) return cached;
  let found: QueryShape = null;
  let current: unknown = schema;
  // A refined or transformed object is a pipe whose input side is the object.
  while (current instanceof z.ZodPipe) current = current.in;
  if (current instanceof z.ZodObject) {
    const entries = Object.entries(current.shape as Record<string, unknown>);
    found = {
      known: new Set(entries.map(([key]) => key)),
      numbers: new Set(entries.filter(([, field]) => numberOf(field)).map(([key]) => key)),
      integers: new Set(entries.filter(([, field]) => numberOf(field)?.isInt).map(([key]) => key)),
    };
  }
  shapes.set(schema, found);
  return found;
}

/**
 * One rule for every API route, checked after authentication and before the route's own validation:
 * - a path id is only ever its canonical decimal form: `0x10`, `+16`, `016`, `1.6e1` and ` 16` name no
 *   record, where a lenient parse would have answered record 16 for all of them;
 * - an unknown query parameter is refused by name, whether or not the route takes a query, a
 *   numeric one is read only from decimal digits, and a whole-number one (`teacherId`, `page`) only
 *   without a fraction: `teacherId=4.0` is refused rather than read as 4;
 * - a body sent to a route that takes none is refused, rather than ignored.
 */
export function registerRequestRules(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const params = (request.params ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(params)) {
      // Anything else that is not canonical ("abc", "0") is left to the schema and its own message.
      if (ID_PARAMETER.test(name) && lenientOnly(value)) {
        throw invalidField(name, 'must be a record id: digits only, without a sign or leading zero');
      }
    }
    const schema = request.routeOptions.schema as FastifySchema | undefined;
    const shape = queryShape(schema?.querystring);
    if (shape) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(query).filter((key) => !shape.known.has(key));
      if (unknown.length > 0) {
        throw new AppError('validation', {
          message: unknown.map((key) => `${key}: is not a known field`).join('; '),
          fieldErrors: unknown.map((key) => ({ field: key, message: 'is not a known field' })),
        });
      }
      // `page=0x1` or `pageSize=1e1` would be read as numbers by a lenient parse: only decimals are.
      for (const key of shape.numbers) {
        const value = query[key];
        if (typeof value === 'string' && !CANONICAL_NUMBER.test(value) && Number.isFinite(Number(value))) {
          throw invalidField(key, 'must be a number written in decimal digits');
        }
      }
      for (const key of shape.integers) {
        const value = query[key];
        if (typeof value === 'string' && CANONICAL_NUMBER.test(value) && !CANONICAL_INTEGER.test(value)) {
          throw invalidField(key, 'must be a whole number');
        }
      }
    }
    if (!schema?.body && request.body !== undefined && !request.routeOptions.config?.undescribedBody)
      throw invalidField('body', 'this request takes no body');
  });
}

/**
 * `Cache-Control: no-store` on every /api answer that does not set its own: sign-in tokens, accounts,
 * people, the outbox's reset links and the documents of a signed-in session must not stay in a browser's
 * or a proxy's cache. Nothing under /api is meant to be cached.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.url === '/api' || request.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** No request body of this API nests deeper than a handful of levels; 32 leaves room and bounds every walk. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep `text` nests arrays and objects, stopping as soon as it passes `limit`. One loop over the
 * characters, no recursion: the point is to refuse a 7,000-level body before anything walks it
 * recursively (the text check, zod) and overflows the stack into a 500.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** Fastify's own JSON parser (with its prototype-poisoning checks), behind the depth check above. */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      const message = `is nested too deeply (${MAX_JSON_DEPTH} levels at most)`;
      done(new AppError('validation', { message: `body: ${message}`, fieldErrors: [{ field: 'body', message }] }));
      return;
    }
    parse(request, body as string, done);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../lib/app-error';

// Control characters other than tab, line feed and carriage return: PostgreSQL refuses NUL in text
// (a 500), and the others are never typed by a person, only pasted by accident or sent on purpose.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this rule's whole job.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half of a surrogate pair (JSON can escape one alone): it cannot be stored as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Only characters that show nothing, maybe with spaces: format characters (zero-width space, BOM,
// direction marks), the other default-ignorable ones (the Hangul fillers U+115F, U+1160, U+3164 and
// U+FFA0, variation selectors, the combining grapheme joiner) and the blank Braille pattern U+2800. Such a
// value would pass a required field's check (trimming keeps them) while showing nothing.
const ONLY_INVISIBLE =
  /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800][\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

// Passwords are compared as typed, never trimmed: spaces are as good a character as any there.
const VERBATIM_FIELD = /password$/i;

type Found = { field: string; message: string } | null;

/** The first string in `value` that cannot be stored as text, with its field path and what is wrong. */
export function unstorableText(value: unknown, path = ''): Found {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) return { field: path, message: 'must not contain control characters' };
    if (LONE_SURROGATE.test(value)) return { field: path, message: 'contains a broken character' };
    if (ONLY_INVISIBLE.test(value)) return { field: path, message: 'must not be only invisible characters' };
    return null;
  }
  return firstInside(value, path, unstorableText);
}

/** The first string of only spaces in `value` (an empty string is not one), passwords aside. */
export function blankText(value: unknown, path = ''): Found {
  if (typeof value === 'string') {
    return value !== '' && value.trim() === '' && !VERBATIM_FIELD.test(path)
      ? { field: path, message: 'must not be only spaces' }
      : null;
  }
  return firstInside(value, path, blankText);
}

function firstInside(value: unknown, path: string, find: (item: unknown, path: string) => Found): Found {
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = find(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * A body value of only spaces that the route's schema would accept: every text field is trimmed, so it
 * would silently become an empty value (a student number of " " used to be numbered automatically).
 * Where the schema refuses the body anyway (a required name of spaces is "is required"), its own
 * messages stand.
 */
function acceptedBlank(request: FastifyRequest): Found {
  const found = blankText(request.body);
  if (!found) return null;
  const schema = request.routeOptions.schema?.body as
    | { safeParse?: (value: unknown) => { success: boolean } }
    | undefined;
  return schema?.safeParse?.(request.body).success ? found : null;
}

/**
 * Every request's path, query and body are checked for text PostgreSQL cannot store before any route
 * validates them, so no field of any route can turn such text into a 500: one 400 naming the field.
 * Bodies reach this walk only after json-body.ts has bounded their depth.
 */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      unstorableText(request.params) ??
      unstorableText(request.query) ??
      unstorableText(request.body) ??
      acceptedBlank(request);
    if (found) throw invalidField(found.field || 'request', found.message);
  });
}

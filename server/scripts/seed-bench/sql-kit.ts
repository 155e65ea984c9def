/**
 * Small builders of SQL text for set-based generation. Every "random" choice is a hash of the row
 * number and a salt, so a seed is reproducible (same scale → same centre) and needs no session
 * state such as setseed(), which a connection pool would not keep between statements.
 */

/** A SQL string literal. */
export function text(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A SQL text[] literal. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(text).join(', ')}]::text[]`;
}

/** A number in [0, 2^32) derived from `expr` (any SQL expression) and a salt naming the choice. */
export function hash(salt: string, expr: string): string {
  return `(hashtext(${text(`${salt}:`)} || (${expr})::text)::bigint + 2147483648)`;
}

/** An integer in [low, high]. */
export function between(low: number, high: number, salt: string, expr: string): string {
  return `(${low} + ${hash(salt, expr)} % ${high - low + 1})::int`;
}

/** True for about `percent`% of rows. */
export function chance(percent: number, salt: string, expr: string): string {
  return `(${hash(salt, expr)} % 100 < ${percent})`;
}

/** One element of `values`, chosen by the hash. */
export function pick(values: readonly string[], salt: string, expr: string): string {
  return `(${textArray(values)})[1 + ${hash(salt, expr)} % ${values.length}]`;
}

/** `n` left-padded with zeros to at least `width` digits (lpad alone would cut longer numbers). */
export function padded(expr: string, width: number): string {
  return `lpad((${expr})::text, greatest(${width}, length((${expr})::text)), '0')`;
}

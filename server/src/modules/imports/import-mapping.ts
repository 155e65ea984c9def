import { squash } from './import-cells';
import type { ImportField } from './import-kind';

/**
 * Each field's column, guessed from the headers: a header equal to the field's key, its label or one
 * of the names other products' exports use (Teachworks, TutorCruncher, My Music Staff), compared
 * without case, spaces or punctuation. A header is given to one field only.
 */
export function guessMapping(fields: ImportField[], headers: string[]): Record<string, string> {
  const byName = new Map<string, string>();
  for (const header of headers) if (!byName.has(squash(header))) byName.set(squash(header), header);
  const taken = new Set<string>();
  const mapping: Record<string, string> = {};
  for (const field of fields) {
    for (const name of [field.key, field.label, ...field.aliases]) {
      const header = byName.get(squash(name));
      if (header && !taken.has(header)) {
        mapping[field.key] = header;
        taken.add(header);
        break;
      }
    }
  }
  return mapping;
}

/** A saved mapping kept only where the file has the column; the rest guessed. */
export function mappingFor(fields: ImportField[], headers: string[], saved: Record<string, string> | undefined) {
  const guessed = guessMapping(fields, headers);
  if (!saved) return guessed;
  const present = new Set(headers);
  const kept = Object.fromEntries(Object.entries(saved).filter(([, header]) => present.has(header)));
  const used = new Set(Object.values(kept));
  for (const [key, header] of Object.entries(guessed)) if (!(key in kept) && !used.has(header)) kept[key] = header;
  return kept;
}

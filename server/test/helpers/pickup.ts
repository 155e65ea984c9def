import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Every item of every array exported by the files in `folder` (beside this suite) whose names end in
 * `suffix`, that `isItem` accepts: a new `<domain>.rows.ts` or `<domain>.cases.ts` is picked up without
 * being listed anywhere. `listed` are the arrays a suite still imports by name; an item found both ways
 * (the same object: one module instance) counts once.
 */
export async function pickUp<T extends object>(
  folder: string,
  suffix: string,
  isItem: (value: unknown) => value is T,
  listed: readonly T[] = [],
): Promise<T[]> {
  const items = new Set<T>(listed);
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(suffix))
    .sort();
  for (const name of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(path.join(folder, name)).href);
    for (const value of Object.values(exports)) {
      if (Array.isArray(value) && value.length > 0 && value.every(isItem)) for (const item of value) items.add(item);
    }
  }
  return [...items];
}

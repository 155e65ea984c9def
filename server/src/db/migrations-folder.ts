import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed migrations live in server/drizzle. This module runs from server/src (tsx) or from
 * the bundle in server/dist, so walk up until the folder is found rather than hard-coding depth.
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the server/drizzle migrations folder');
}

export const migrationsFolder = findMigrationsFolder();

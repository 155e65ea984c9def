import { inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { importBatches, importUploads } from '../../src/db/schema';
import { eventually } from '../helpers/eventually';
import { ADMIN_ONLY, type Row } from './types';

const CSV = Buffer.from('First name,Last name\r\nAna,Silva\r\n');

async function upload(db: Database) {
  const [row] = await db
    .insert(importUploads)
    .values({ fileName: 'students.csv', content: CSV, byteSize: CSV.length })
    .returning({ id: importUploads.id });
  return row.id;
}

async function finishedBatch(db: Database) {
  const [row] = await db
    .insert(importBatches)
    .values({ kind: 'students', fileName: 'students.csv', mapping: {}, status: 'done' })
    .returning({ id: importBatches.id });
  return row.id;
}

/**
 * An import queued by the previous caller's request runs as a job: wait until it has finished, or its
 * writes would land in the next caller's "nothing written" snapshot.
 */
const settled = (db: Database) =>
  eventually(
    () =>
      db
        .select({ id: importBatches.id })
        .from(importBatches)
        .where(inArray(importBatches.status, ['queued', 'running'])),
    (rows) => rows.length === 0,
  );

const run = async (db: Database) => ({
  uploadId: await upload(db),
  kind: 'students',
  mapping: { firstName: 'First name', lastName: 'Last name' },
  matchOn: null,
});

export const importRows: Row[] = [
  {
    route: 'GET /api/imports/kinds',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/imports/kinds' }),
  },
  {
    route: 'GET /api/imports/templates/:kind',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/imports/templates/students' }),
  },
  {
    route: 'POST /api/imports/files',
    allowed: ADMIN_ONLY,
    ok: 201,
    request: () => ({
      method: 'POST',
      url: '/api/imports/files',
      query: { fileName: 'students.csv', kind: 'students' },
      headers: { 'content-type': 'application/octet-stream' },
      payload: CSV,
    }),
  },
  {
    route: 'POST /api/imports/dry-run',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({ method: 'POST', url: '/api/imports/dry-run', payload: await run(f.db) }),
  },
  {
    route: 'POST /api/imports',
    allowed: ADMIN_ONLY,
    ok: 202,
    request: async (f) => {
      await settled(f.db);
      return { method: 'POST', url: '/api/imports', payload: await run(f.db) };
    },
  },
  { route: 'GET /api/imports', allowed: ADMIN_ONLY, ok: 200, request: () => ({ method: 'GET', url: '/api/imports' }) },
  {
    route: 'GET /api/imports/:id',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/imports/${await finishedBatch(f.db)}` }),
  },
  {
    route: 'POST /api/imports/:id/undo',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `/api/imports/${await finishedBatch(f.db)}/undo` }),
  },
  {
    route: 'GET /api/exports/archive',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/exports/archive' }),
  },
];

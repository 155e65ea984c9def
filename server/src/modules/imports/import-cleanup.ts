/**
 * What a crash or a walk-away leaves behind: a batch whose process died stays "running" (nothing else
 * would ever finish it), and an uploaded file nobody imported stays in the database with its bytes.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { importBatches, importUploads } from '../../db/schema';
import { IMPORT_JOB } from './imports.service';

/** An upload nobody has imported is deleted after this long. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

export const INTERRUPTED_MESSAGE =
  'The server stopped while this import ran. The rows written before it stopped are kept: undo the import, then import the file again.';

/**
 * Marks failed the batches whose job no longer exists or has ended (pg-boss's own table says so).
 * `alone`: this process is the only one using the database (the embedded one, which one process
 * opens), so a batch "running" at its start is one whose process died, whatever pg-boss still says.
 */
export async function failInterruptedImports(db: Database, options: { alone: boolean }): Promise<number[]> {
  const liveJob = sql`exists (select 1 from pgboss.job j where j.name = ${IMPORT_JOB}
    and j.state in ('created', 'retry', 'active') and (j.data->>'batchId')::int = ${importBatches.id})`;
  const stuck = options.alone
    ? or(eq(importBatches.status, 'running'), and(eq(importBatches.status, 'queued'), sql`not ${liveJob}`))
    : and(inArray(importBatches.status, ['queued', 'running']), sql`not ${liveJob}`);
  const failed = await db
    .update(importBatches)
    .set({ status: 'failed', error: INTERRUPTED_MESSAGE, finishedAt: new Date() })
    .where(stuck)
    .returning({ id: importBatches.id, uploadId: importBatches.uploadId });
  const uploads = failed.flatMap((batch) => (batch.uploadId ? [batch.uploadId] : []));
  if (uploads.length > 0)
    await db.update(importUploads).set({ content: null }).where(inArray(importUploads.id, uploads));
  return failed.map((batch) => batch.id);
}

/** Deletes the uploads older than a day that no import was started from; returns how many. */
export async function deleteAbandonedUploads(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(importUploads)
    .where(
      and(
        lt(importUploads.createdAt, new Date(now - UPLOAD_KEPT_MS)),
        sql`not exists (select 1 from ${importBatches} b where b.upload_id = ${importUploads.id})`,
      ),
    )
    .returning({ id: importUploads.id });
  // An import's own upload keeps its row (the batch names it) but never its bytes past the import.
  await db
    .update(importUploads)
    .set({ content: null })
    .where(
      and(
        lt(importUploads.createdAt, new Date(now - UPLOAD_KEPT_MS)),
        sql`${importUploads.content} is not null`,
        sql`not exists (select 1 from ${importBatches} b where b.upload_id = ${importUploads.id}
          and b.status in ('queued', 'running'))`,
      ),
    );
  return deleted.length;
}

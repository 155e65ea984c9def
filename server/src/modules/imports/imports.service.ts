import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type ImportBatchRow,
  type ImportKind,
  importBatches,
  importBatchRecords,
  importMappings,
  importUploads,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import type { FieldCipher } from '../../lib/field-encryption';
import { listResult } from '../../lib/responses';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { recordAuditEvent } from '../audit-log';
import { summariseFile } from './import-file';
import type { UndoRecord } from './import-kind';
import { mappingFor } from './import-mapping';
import { type RunCounts, runImport } from './import-run';
import type { RunInput, UploadQuery } from './imports.schemas';
import { KINDS } from './kinds';

export const IMPORT_JOB = 'imports.run';
export const UNDO_DAYS = 7;

const kindOf = (kind: ImportKind) => KINDS[kind];

export function importKinds() {
  return Object.values(KINDS).map((definition) => ({
    kind: definition.kind,
    label: definition.label,
    fields: definition.fields.map(({ key, label, required, description, example }) => ({
      key,
      label,
      required: Boolean(required),
      description,
      example,
    })),
    matchKeys: definition.matchKeys,
  }));
}

/** Reads the file once to check it (format, encoding, size, header, rows) and keeps it for the next steps. */
export async function uploadImportFile(db: Database, actor: CurrentUser, query: UploadQuery, bytes: Buffer) {
  const summary = await summariseFile(query.fileName, bytes, query.sheet, `${query.kind}.csv`);
  const [saved] = await db.select().from(importMappings).where(eq(importMappings.kind, query.kind));
  const [upload] = await db
    .insert(importUploads)
    .values({ fileName: query.fileName, content: bytes, byteSize: bytes.length, createdBy: actor.id })
    .returning({ id: importUploads.id });
  return {
    uploadId: upload.id,
    fileName: query.fileName,
    ...summary,
    mapping: mappingFor(kindOf(query.kind).fields, summary.headers, saved?.mapping),
  };
}

async function uploadOf(db: Database, uploadId: number) {
  const [upload] = await db.select().from(importUploads).where(eq(importUploads.id, uploadId));
  if (!upload?.content)
    throw new AppError('notfound', { message: 'This uploaded file is no longer here: upload it again.' });
  return { fileName: upload.fileName, bytes: upload.content };
}

async function saveMapping(db: Database, actor: CurrentUser, kind: ImportKind, mapping: Record<string, string>) {
  const values = { kind, mapping, updatedBy: actor.id, updatedAt: new Date() };
  await db.insert(importMappings).values(values).onConflictDoUpdate({ target: importMappings.kind, set: values });
}

/** Checks every row as the import would and writes nothing (the mapping is kept when the import starts). */
export async function dryRunImport(db: Database, cipher: FieldCipher, input: RunInput) {
  const file = await uploadOf(db, input.uploadId);
  return runImport(db, {
    kind: kindOf(input.kind),
    ...file,
    sheet: input.sheet ?? null,
    mapping: input.mapping,
    matchOn: input.matchOn,
    cipher,
  });
}

/** Records the batch and queues its job; the request returns at once and the screen polls the batch. */
export async function startImport(db: Database, jobs: JobQueue, actor: CurrentUser, input: RunInput) {
  const file = await uploadOf(db, input.uploadId);
  const [batch] = await db
    .insert(importBatches)
    .values({
      kind: input.kind,
      fileName: file.fileName,
      uploadId: input.uploadId,
      sheet: input.sheet ?? null,
      mapping: input.mapping,
      matchOn: input.matchOn,
      createdBy: actor.id,
    })
    .returning({ id: importBatches.id });
  await saveMapping(db, actor, input.kind, input.mapping);
  await jobs.send(IMPORT_JOB, { batchId: batch.id, actor });
  return getImportBatch(db, batch.id);
}

const countColumns = (counts: RunCounts) => ({
  totalRows: counts.total,
  processedRows: counts.total,
  created: counts.created,
  updated: counts.updated,
  unchanged: counts.unchanged,
  refused: counts.refused,
});

/** The queued import: every row checked again (the database may have changed since the dry run) and written. */
export async function runImportJob(db: Database, cipher: FieldCipher, batchId: number, actor: CurrentUser) {
  const [batch] = await db.select().from(importBatches).where(eq(importBatches.id, batchId));
  if (batch?.status !== 'queued' || !batch.uploadId) return;
  await db.update(importBatches).set({ status: 'running' }).where(eq(importBatches.id, batchId));
  const env = { actor, batchId, cipher };
  try {
    const file = await uploadOf(db, batch.uploadId);
    const result = await runImport(db, {
      kind: kindOf(batch.kind),
      ...file,
      sheet: batch.sheet,
      mapping: batch.mapping,
      matchOn: batch.matchOn,
      cipher,
      write: {
        env,
        progress: async (counts) => {
          await db.update(importBatches).set(countColumns(counts)).where(eq(importBatches.id, batchId));
        },
      },
    });
    await db.transaction(async (tx) => {
      await tx
        .update(importBatches)
        .set({ ...countColumns(result), problems: result.problems, status: 'done', finishedAt: new Date() })
        .where(eq(importBatches.id, batchId));
      await recordAuditEvent(tx, {
        action: 'import.run',
        recordType: 'import',
        recordId: batchId,
        summary: `Import #${batchId} of ${batch.kind} from ${batch.fileName}: ${result.created} new, ${result.updated} updated, ${result.unchanged} unchanged, ${result.refused} refused`,
        after: {
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
          refused: result.refused,
        },
        actorId: actor.id,
      });
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(importBatches)
      .set({ status: 'failed', error: message.slice(0, 2000), finishedAt: new Date() })
      .where(eq(importBatches.id, batchId));
  }
  // The bytes are not needed any more: the batch keeps what it did.
  await db.update(importUploads).set({ content: null }).where(eq(importUploads.id, batch.uploadId));
}

const undoable = (batch: ImportBatchRow, now = Date.now()) =>
  (batch.status === 'done' || batch.status === 'failed') && batch.createdAt.getTime() > now - UNDO_DAYS * 86_400_000;

function toBatch(batch: ImportBatchRow & { createdByName: string | null }) {
  return {
    id: batch.id,
    kind: batch.kind,
    fileName: batch.fileName,
    status: batch.status,
    total: batch.totalRows,
    processed: batch.processedRows,
    created: batch.created,
    updated: batch.updated,
    unchanged: batch.unchanged,
    refused: batch.refused,
    problems: batch.problems ?? [],
    error: batch.error,
    createdBy: batch.createdByName,
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    undoneAt: batch.undoneAt?.toISOString() ?? null,
    undoable: undoable(batch),
  };
}

const batchColumns = { batch: importBatches, createdByName: users.login };

export async function getImportBatch(db: Database, id: number) {
  const [row] = await db
    .select(batchColumns)
    .from(importBatches)
    .leftJoin(users, eq(users.id, importBatches.createdBy))
    .where(eq(importBatches.id, id));
  if (!row) throw new AppError('notfound', { message: 'This import does not exist.' });
  return toBatch({ ...row.batch, createdByName: row.createdByName });
}

export async function listImportBatches(db: Database) {
  const rows = await db
    .select(batchColumns)
    .from(importBatches)
    .leftJoin(users, eq(users.id, importBatches.createdBy))
    .orderBy(desc(importBatches.id))
    .limit(100);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::integer` }).from(importBatches);
  return listResult(
    rows.map((row) => toBatch({ ...row.batch, createdByName: row.createdByName })),
    total,
  );
}

/**
 * Reverses a whole batch in one transaction, or nothing: the kind refuses (422) where a later change
 * depends on what the import made.
 */
export async function undoImportBatch(db: Database, cipher: FieldCipher, actor: CurrentUser, id: number) {
  await db.transaction(async (tx) => {
    const [batch] = await tx.select().from(importBatches).where(eq(importBatches.id, id)).for('update');
    if (!batch) throw new AppError('notfound', { message: 'This import does not exist.' });
    if (batch.status === 'undone')
      throw new AppError('ruleviolated', { message: 'This import has already been undone.' });
    if (batch.status === 'queued' || batch.status === 'running')
      throw new AppError('ruleviolated', { message: 'This import is still running: wait until it has finished.' });
    if (!undoable(batch))
      throw new AppError('ruleviolated', {
        message: `An import can be undone for ${UNDO_DAYS} days; this one is older. Correct its records on their screens.`,
      });
    const records = (await tx
      .select()
      .from(importBatchRecords)
      .where(eq(importBatchRecords.batchId, id))
      .orderBy(desc(importBatchRecords.id))) as UndoRecord[];
    await kindOf(batch.kind).undo(tx, records, { actor, batchId: id, cipher });
    await tx
      .update(importBatches)
      .set({ status: 'undone', undoneAt: new Date(), undoneBy: actor.id })
      .where(eq(importBatches.id, id));
    await recordAuditEvent(tx, {
      action: 'import.undo',
      recordType: 'import',
      recordId: id,
      summary: `Import #${id} of ${batch.kind} from ${batch.fileName} undone (${batch.created} created, ${batch.updated} updated)`,
      actorId: actor.id,
    });
  });
  return getImportBatch(db, id);
}

/** A CSV with the kind's columns and one example row. */
export function importTemplate(kind: ImportKind): string {
  const { fields } = kindOf(kind);
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return `${fields.map((field) => quote(field.label)).join(',')}\r\n${fields.map((field) => quote(field.example)).join(',')}\r\n`;
}

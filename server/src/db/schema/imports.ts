import { customType, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What an administrator can import, in the order a centre needs them (each may refer to the ones
 * before).
 */
export const IMPORT_KINDS = ['teachers', 'courses', 'students', 'balances', 'term-registers', 'lessons'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded file waiting to be mapped, checked and imported. Kept in the database rather than in
 * DATA_DIR so that whichever process runs the import job can read it; its bytes are cleared once
 * an import of it has finished.
 */
export const importUploads = pgTable('import_uploads', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  fileName: varchar({ length: 200 }).notNull(),
  content: bytea(),
  byteSize: integer().notNull(),
  createdBy: integer().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The column mapping last used for a kind, offered again next time. */
export const importMappings = pgTable('import_mappings', {
  kind: varchar({ length: 30 }).primaryKey(),
  /** Field key → the file's column header. */
  mapping: jsonb().$type<Record<string, string>>().notNull(),
  updatedBy: integer().references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One import of one file: who, when, what, how far, and the counts. */
export const importBatches = pgTable(
  'import_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 30 }).$type<ImportKind>().notNull(),
    fileName: varchar({ length: 200 }).notNull(),
    uploadId: integer().references(() => importUploads.id, { onDelete: 'set null' }),
    sheet: varchar({ length: 100 }),
    mapping: jsonb().$type<Record<string, string>>().notNull(),
    /** What an update matches on (a field key), or null: existing records are refused, never updated. */
    matchOn: varchar({ length: 30 }),
    status: varchar({ length: 10 }).$type<ImportStatus>().notNull().default('queued'),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    refused: integer().notNull().default(0),
    /** The refused rows (line, field, message), the first few hundred. */
    problems: jsonb().$type<{ line: number; field: string; column: string | null; message: string }[]>(),
    error: text(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
    undoneBy: integer().references(() => users.id),
  },
  (t) => [index('import_batches_created_idx').on(t.createdAt, t.id)],
);

/**
 * What each imported row did, for undo: the record it created or updated and, for an update, the
 * values it had before (field → value).
 */
export const importBatchRecords = pgTable(
  'import_batch_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer()
      .notNull()
      .references(() => importBatches.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    /** created or updated. */
    action: varchar({ length: 10 }).$type<'created' | 'updated'>().notNull(),
    /** student, teacher, course, referral, course-teacher, ledger-entry, term, term-register, lesson… */
    recordType: varchar({ length: 30 }).notNull(),
    recordId: integer().notNull(),
    /** For a course-teacher link, the second half of its key. */
    otherId: integer(),
    before: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('import_batch_records_batch_idx').on(t.batchId, t.id)],
);

export type ImportBatchRow = typeof importBatches.$inferSelect;
export type ImportBatchRecordInsert = typeof importBatchRecords.$inferInsert;

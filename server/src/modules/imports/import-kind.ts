import type { Executor, Transaction } from '../../db/client';
import type { ImportBatchRecordInsert, ImportKind } from '../../db/schema';
import type { CurrentUser } from '../../lib/current-user';
import type { FieldCipher } from '../../lib/field-encryption';
import type { RowIssue } from './import-cells';

/** One field an import fills, and the column names other products' exports give it. */
export type ImportField = {
  key: string;
  label: string;
  required?: boolean;
  /** Header names that map to this field, besides its key and label (compared squashed). */
  aliases: string[];
  /** The template file's example value. */
  example: string;
  description: string;
};

/** A row's mapped cells: field key → the cell's text. */
export type RowValues = Record<string, string | undefined>;

export type RowAction = 'create' | 'update' | 'unchanged';

export type Checked<P> = { action: RowAction; plan: P } | { issues: RowIssue[] };

export type PlannedRow<P> = { line: number; action: 'create' | 'update'; plan: P };

export type ImportEnv = { actor: CurrentUser; batchId: number; cipher: FieldCipher };

/** What undo needs of one recorded row. */
export type UndoRecord = Pick<ImportBatchRecordInsert, 'action' | 'recordType' | 'recordId' | 'otherId' | 'before'> & {
  line: number;
};

/**
 * One kind of import. `load` reads what the rows are checked against (existing keys, names), once;
 * `check` validates one row with the API's rules and notes its keys, so a later row repeating them
 * is a duplicate; `write` saves a batch of checked rows in the caller's transaction and says what
 * each created or updated (with the earlier values); `undo` reverses those records, refusing
 * (AppError) where a later change depends on one.
 */
export type KindDefinition<Ctx = unknown, P = unknown> = {
  kind: ImportKind;
  label: string;
  fields: ImportField[];
  /** Field keys an update may match an existing record on; the first is the default. */
  matchKeys: string[];
  /**
   * Rows written per transaction (CHUNK_ROWS when left out). A kind whose row writes many records
   * takes fewer, so no transaction holds the embedded database's one connection for long.
   */
  chunkRows?: number;
  load: (db: Executor, cipher: FieldCipher) => Promise<Ctx>;
  check: (values: RowValues, ctx: Ctx, matchOn: string | null, line: number) => Checked<P>;
  write: (tx: Transaction, rows: PlannedRow<P>[], ctx: Ctx, env: ImportEnv) => Promise<UndoRecord[]>;
  undo: (tx: Transaction, records: UndoRecord[], env: ImportEnv) => Promise<void>;
};

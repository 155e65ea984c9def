import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_STATUSES } from '../../db/schema';
import { fields } from '../../lib/validation';

export const importKind = z
  .enum(IMPORT_KINDS)
  .describe('teachers, courses, students or balances (opening voucher balances)');

export const kindParams = z.strictObject({ kind: importKind });

const mapping = z
  .record(z.string().max(40), z.string().max(200))
  .describe('Field key → the header of the column that fills it');

export const uploadQuery = z.strictObject({
  fileName: z.string().trim().min(1).max(200).describe('The file\'s name: ".csv" or ".xlsx"'),
  kind: importKind,
  sheet: z.string().trim().max(100).optional().describe("An .xlsx file's sheet (default: the first)"),
});

const field = z
  .object({
    key: z.string().describe('Field key'),
    label: z.string().describe('Field name as the screen shows it'),
    required: z.boolean().describe('Whether every row must fill it'),
    description: z.string().describe('What the field takes'),
    example: z.string().describe("The template's example value"),
  })
  .meta({ id: 'ImportField' });

export const importKindInfo = z
  .object({
    kind: importKind,
    label: z.string().describe('The kind as the screen names it'),
    fields: z.array(field).describe("The fields, in the template's column order"),
    matchKeys: z.array(z.string()).describe('Fields an update may match an existing record on'),
  })
  .meta({ id: 'ImportKindInfo' });

export const uploadResult = z
  .object({
    uploadId: z.number().int().describe('The uploaded file, for the dry run and the import'),
    fileName: z.string().describe("The file's name"),
    format: z.enum(['csv', 'xlsx', 'zip']).describe('What the file was read as'),
    sheets: z.array(z.string()).describe("An .xlsx file's sheet names (empty for CSV)"),
    sheet: z.string().nullable().describe('The sheet read'),
    headers: z.array(z.string()).describe('The header row'),
    rowCount: z.number().int().describe('Data rows (the header not counted)'),
    sample: z.array(z.array(z.string())).describe('The first few data rows'),
    mapping: mapping.describe('Field key → column: the mapping saved for this kind, else guessed from the headers'),
  })
  .meta({ id: 'ImportUpload' });

export const runBody = z
  .strictObject({
    uploadId: fields.recordId.describe('The uploaded file'),
    kind: importKind,
    sheet: z.string().trim().max(100).nullable().optional().describe("An .xlsx file's sheet (default: the first)"),
    mapping,
    matchOn: z
      .string()
      .max(40)
      .nullable()
      .default(null)
      .describe('The field rows are matched to existing records on (they update them); null: a match is refused'),
  })
  .meta({ id: 'ImportRun' });

const problem = z
  .object({
    line: z.number().int().describe("The row's line in the file (the header is line 1)"),
    field: z.string().describe('The field refused'),
    column: z.string().nullable().describe('The column it came from'),
    message: z.string().describe('Why'),
  })
  .meta({ id: 'ImportProblem' });

const counts = {
  total: z.number().int().describe('Data rows read'),
  created: z.number().int().describe('Rows that create a record'),
  updated: z.number().int().describe('Rows that update an existing record'),
  unchanged: z.number().int().describe('Rows that match an existing record exactly'),
  refused: z.number().int().describe('Rows refused'),
};

export const dryRunResult = z
  .object({ ...counts, problems: z.array(problem).describe('Refused rows (the first 500 problems)') })
  .meta({ id: 'ImportDryRun' });

export const importBatch = z
  .object({
    id: z.number().int().describe('Batch id'),
    kind: importKind,
    fileName: z.string().describe('The imported file'),
    status: z.enum(IMPORT_STATUSES).describe('queued, running, done, failed or undone'),
    ...counts,
    processed: z.number().int().describe('Rows gone through so far'),
    problems: z.array(problem).describe('Refused rows (the first 500 problems)'),
    error: z.string().nullable().describe('Why a failed import stopped'),
    createdBy: z.string().nullable().describe('Who imported it'),
    createdAt: z.string().describe('When (ISO 8601)'),
    finishedAt: z.string().nullable().describe('When it finished (ISO 8601)'),
    undoneAt: z.string().nullable().describe('When it was undone (ISO 8601)'),
    undoable: z.boolean().describe('Whether Undo is offered (finished, not undone, at most 7 days old)'),
  })
  .meta({ id: 'ImportBatch' });

export type RunInput = z.infer<typeof runBody>;
export type UploadQuery = z.infer<typeof uploadQuery>;

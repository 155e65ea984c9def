import { z } from 'zod';
import { pageQuery } from '../../lib/paging';
import { bothValid, fields, optionalIdParam } from '../../lib/validation';

/** The kinds of record the trail covers; each is also a filter value. */
export const AUDIT_RECORD_TYPES = [
  'account',
  'settings',
  'price-plan',
  'term-register',
  'lesson',
  'student-vouchers',
  'credit',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const auditEntry = z
  .object({
    key: z.string().describe('Unique key of the entry across its sources, e.g. "event-12", "ledger-40"'),
    at: z.string().describe('When the change was saved (ISO 8601)'),
    action: z.string().describe('What happened, as record.verb: account.update, lesson.confirm, voucher.charge…'),
    recordType: z.enum(AUDIT_RECORD_TYPES).describe('The kind of record changed'),
    recordId: z.number().int().nullable().describe('Id of the record changed (the student for voucher entries)'),
    summary: z.string().nullable().describe('One line about the change: a reason, a comment or what was paid'),
    before: z.unknown().nullable().describe('The changed fields before the change, where known'),
    after: z.unknown().nullable().describe('The changed fields after the change, where known'),
    actorId: z.number().int().nullable().describe('Who made the change (user id); null for the system'),
    actorName: z.string().nullable().describe('Who made the change: name, else login; null for the system'),
  })
  .meta({ id: 'AuditEntry' });

type DateRange = { from?: string; to?: string };
const rangeInOrder = (query: DateRange) =>
  !bothValid(fields.isoDate, query.from, query.to) || (query.from as string) <= (query.to as string);

export const auditListQuery = pageQuery
  .extend({
    actorId: optionalIdParam('Only changes made by this person (user id)'),
    recordType: z.enum(AUDIT_RECORD_TYPES).optional().describe('Only changes to this kind of record'),
    recordId: optionalIdParam('Only changes to the record with this id (with recordType)'),
    from: fields.isoDate.optional().describe("Changes on or after this date (YYYY-MM-DD, the server's clock)"),
    to: fields.isoDate.optional().describe("Changes on or before this date (YYYY-MM-DD, the server's clock)"),
  })
  .strict()
  .refine(rangeInOrder, { path: ['to'], message: 'must be on or after the "from" date' })
  .refine((query) => query.recordId === undefined || query.recordType !== undefined, {
    path: ['recordType'],
    message: 'is required with recordId',
  });

export type AuditListQuery = z.infer<typeof auditListQuery>;

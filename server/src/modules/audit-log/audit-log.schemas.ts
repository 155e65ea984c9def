import { z } from 'zod';
import { ROLES } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { bothValid, fields, optionalIdParam } from '../../lib/validation';

/** The kinds of record the trail covers; each is also a filter value. */
export const AUDIT_RECORD_TYPES = [
  'account',
  'teacher',
  'student',
  'settings',
  'price-plan',
  'term-register',
  'lesson',
  'student-vouchers',
  'credit',
  'teacher-pay',
  'course',
  'term',
  'referral',
  'email-template',
  'invoice',
  'billing-card',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const auditEntry = z
  .object({
    key: z.string().describe('Unique key of the entry across its sources, e.g. "event-12", "ledger-40"'),
    at: z.string().describe('When the change was saved (ISO 8601)'),
    action: z.string().describe('What happened, as record.verb: account.update, lesson.confirm, voucher.charge…'),
    recordType: z.enum(AUDIT_RECORD_TYPES).describe('The kind of record changed'),
    recordId: z
      .number()
      .int()
      .nullable()
      .describe('Id of the record changed (the student for voucher entries, the teacher for pay records)'),
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
    actor: z
      .enum(['system'])
      .optional()
      .describe('`system`: only changes the server made itself, with no person (scheduled jobs); not with actorId'),
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
  })
  .refine((query) => query.actor === undefined || query.actorId === undefined, {
    path: ['actor'],
    message: 'cannot be given with actorId',
  });

export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditPeopleQuery = z
  .object({
    keyword: z
      .string()
      .trim()
      .max(100)
      .optional()
      .describe('Part of the name or login; empty or absent lists the first accounts by name'),
  })
  .strict();

export const auditPerson = z
  .object({
    id: z.number().int().describe('User id: the actorId of the changes this person made'),
    name: z.string().describe('Name, else login'),
    login: z.string().describe('Sign-in name'),
    role: z.enum(ROLES).describe("The account's role"),
    deleted: z.boolean().describe('The account was deleted (its past changes stay on the trail)'),
  })
  .meta({ id: 'AuditPerson' });

export const auditPeopleList = z
  .object({ success: z.literal(true), data: z.array(auditPerson) })
  .meta({ id: 'AuditPeopleList' });
export type AuditPeopleQuery = z.infer<typeof auditPeopleQuery>;

import { z } from 'zod';
import { pageQuery } from '../../lib/paging';
import { bothValid, fields, optionalIdParam } from '../../lib/validation';

export const END_BEFORE_START = 'must be on or after the start date';

export const term = z
  .object({
    id: z.number().int().describe('Term id'),
    school: z.string().nullable().describe('School the term is taught for'),
    courseId: z.number().int().describe('Course taught in the term'),
    courseName: z.string().describe("The course's name"),
    teacherId: z.number().int().nullable().describe('Teacher of the term (a teacher user id), if chosen'),
    teacherName: z.string().nullable().describe("The teacher's name"),
    startDate: z.string().describe('First day (YYYY-MM-DD)'),
    endDate: z.string().describe('Last day (YYYY-MM-DD)'),
    comments: z.string().nullable().describe('Free-text comments'),
    registerCount: z.number().int().describe('Students registered in the term'),
    createdAt: z.string().describe('When the term was created (ISO 8601)'),
  })
  .meta({ id: 'Term' });

export const termListQuery = pageQuery
  .extend({
    keyword: z.string().trim().max(100).optional().describe('Matches school, course name or teacher name'),
    courseId: optionalIdParam('Only terms of this course'),
    teacherId: optionalIdParam('Only terms of this teacher'),
    activeOn: fields.isoDate.optional().describe('Only terms whose start..end range contains this date (YYYY-MM-DD)'),
  })
  .strict();

/** Create and edit take the same fields: an edit replaces them all. */
export const termBody = z
  .strictObject({
    school: z.string().trim().max(100).nullable().optional().describe('School the term is taught for'),
    courseId: fields.recordId.describe('Course taught in the term'),
    teacherId: fields.recordId.nullable().optional().describe('Teacher of the term (a teacher user id)'),
    startDate: fields.isoDate.describe('First day (YYYY-MM-DD)'),
    endDate: fields.isoDate.describe('Last day (YYYY-MM-DD), on or after the start date'),
    comments: z.string().trim().max(2000).nullable().optional().describe('Free-text comments'),
  })
  // Real ISO dates compare correctly as text; a start date that is itself wrong must not get a valid end blamed.
  .refine((body) => !bothValid(fields.isoDate, body.startDate, body.endDate) || body.endDate >= body.startDate, {
    path: ['endDate'],
    message: END_BEFORE_START,
  })
  .meta({ id: 'TermBody' });

export type TermListQuery = z.infer<typeof termListQuery>;
export type TermInput = z.infer<typeof termBody>;

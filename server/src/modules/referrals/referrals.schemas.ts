import { z } from 'zod';
import { pageQuery } from '../../lib/paging';

export const referral = z
  .object({
    id: z.number().int().describe('Referral id'),
    referrer: z.string().describe('Who referred the students (a person, school or agency)'),
    comments: z.string().nullable().describe('Notes about the enquiry'),
    studentCount: z.number().int().describe('How many students name this referral'),
    createdAt: z.string().describe('When the referral was recorded (ISO 8601)'),
  })
  .meta({ id: 'Referral' });

export const referralListQuery = pageQuery
  .extend({
    keyword: z.string().trim().max(100).optional().describe('Matches the referrer or the comments'),
  })
  .strict();

/** Spec §5 "Referrer required": a blank referrer is refused as missing, naming the field. */
export const referralBody = z
  .strictObject({
    referrer: z.string().trim().min(1).max(100).describe('Who referred the students; required'),
    comments: z.string().trim().max(2000).nullable().optional().describe('Notes about the enquiry'),
  })
  .meta({ id: 'ReferralForm' });

export type ReferralListQuery = z.infer<typeof referralListQuery>;
export type ReferralInput = z.infer<typeof referralBody>;

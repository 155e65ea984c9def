import { z } from 'zod';
import { fields } from '../../lib/validation';

export const bulkInvitationBody = z
  .strictObject({
    studentIds: z
      .array(fields.recordId)
      .min(1)
      .max(200)
      .describe('The selected students (1–200): each one’s own e-mail address is invited'),
  })
  .meta({ id: 'BulkFamilyInvitationForm' });

export const bulkInvitationResult = z
  .object({
    success: z.literal(true),
    data: z.array(
      z.object({
        studentId: z.number().int().describe('Student id'),
        name: z.string().describe('The student’s name'),
        email: z.string().nullable().describe('The address invited (the student’s own)'),
        outcome: z
          .enum(['invited', 'linked', 'skipped'])
          .describe('invited (mail sent), linked (an existing family account, at once) or skipped'),
        reason: z.string().nullable().describe('Why a student was skipped'),
      }),
    ),
  })
  .meta({ id: 'BulkFamilyInvitationResult' });

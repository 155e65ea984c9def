import { z } from 'zod';
import { MAIL_STATUSES } from '../../../db/schema';
import { pageQuery } from '../../../lib/paging';
import { fields } from '../../../lib/validation';
import { audienceSchema, RECIPIENT_GROUPS } from './recipients';

const subject = z.string().trim().min(1, 'is required').max(300).describe('Subject, may use {{variables}}');
const body = z.string().trim().min(1, 'is required').max(20_000).describe('Plain-text body, may use {{variables}}');

export const templateBody = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(100).describe('Template name'),
  subject,
  body,
});

export const emailTemplate = z
  .object({
    id: z.number().int().describe('Template id'),
    builtInKey: z
      .string()
      .nullable()
      .describe('Set for the templates the product sends itself (editable, not deletable)'),
    name: z.string().describe('Template name'),
    subject: z.string().describe('Subject with {{variables}}'),
    body: z.string().describe('Body with {{variables}}'),
    updatedAt: z.string().describe('Last change (ISO 8601)'),
  })
  .meta({ id: 'EmailTemplate' });

export const templateVariable = z
  .object({
    name: z.string().describe('Variable, written {{name}}'),
    description: z.string().describe('What it holds'),
  })
  .meta({ id: 'EmailTemplateVariable' });

export const recipientRef = z.strictObject({
  kind: z.enum(['student', 'teacher', 'staff']).describe('Student, teacher or staff member'),
  id: fields.recordId.describe('The student’s or user’s id'),
});

export const previewBody = z.strictObject({ subject, body, recipient: recipientRef });
export const previewResult = z
  .object({
    success: z.literal(true),
    data: z.object({
      to: z.string().nullable().describe('The recipient’s address'),
      subject: z.string().describe('Subject as they would receive it'),
      body: z.string().describe('Body as they would receive it'),
    }),
  })
  .meta({ id: 'EmailPreviewResult' });

export const recipientsBody = z.strictObject({ audience: audienceSchema });
export const audienceRecipient = z
  .object({
    kind: z.enum(['student', 'teacher', 'staff']).describe('Recipient kind'),
    id: z.number().int().describe('Student or user id'),
    name: z.string().describe('Full name'),
    email: z.string().nullable().describe('E-mail address'),
    excluded: z.enum(['opted-out', 'no-email']).nullable().describe('Why they will not get it, if they will not'),
  })
  .meta({ id: 'EmailAudienceRecipient' });

export const sendBody = z.strictObject({
  subject,
  body,
  templateId: fields.recordId.optional().describe('The template it started from'),
  audience: audienceSchema,
  sendAt: fields.instant.optional().describe('When to send (ISO 8601); now when left out'),
});

export const sendCounts = z.object({
  queued: z.number().int().describe('Waiting to be sent or retried'),
  sent: z.number().int().describe('Accepted by the SMTP server'),
  failed: z.number().int().describe('Refused or undeliverable'),
  skipped: z.number().int().describe('Opted out or without an address'),
  stored: z.number().int().describe('Kept in the outbox: SMTP is not configured'),
});

export const emailSend = z
  .object({
    id: z.number().int().describe('Send id'),
    subject: z.string().describe('Subject as written (with variables)'),
    state: z
      .enum(['scheduled', 'sending', 'finished'])
      .describe('scheduled, sending (recipients being written), finished'),
    group: z.enum(RECIPIENT_GROUPS).or(z.string()).describe('The recipient choice'),
    sender: z.string().describe('Who sent it'),
    sendAt: z.string().describe('When it is or was to go (ISO 8601)'),
    createdAt: z.string().describe('When it was made (ISO 8601)'),
    counts: sendCounts,
  })
  .meta({ id: 'EmailSend' });

export const sendRecipient = z
  .object({
    id: z.number().int().describe('Outbox mail id'),
    name: z.string().describe('Recipient name'),
    email: z.string().describe('Address'),
    status: z.enum(MAIL_STATUSES).describe('queued, sent, failed, skipped or stored'),
    error: z.string().nullable().describe('The SMTP server’s reply when it failed, or why it was skipped'),
    subject: z.string().describe('Subject as sent'),
    body: z.string().describe('Body as sent'),
    attempts: z.number().int().describe('Delivery attempts'),
    sentAt: z.string().nullable().describe('When the SMTP server accepted it'),
  })
  .meta({ id: 'EmailSendRecipient' });

export const sendRecipientsQuery = pageQuery
  .extend({ status: z.enum(MAIL_STATUSES).optional().describe('Only this status') })
  .strict();
export const unsubscribeQuery = z.strictObject({
  token: z
    .string()
    .min(10)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link')
    .describe('The link’s secret'),
});

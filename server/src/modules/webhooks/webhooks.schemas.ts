import { z } from 'zod';
import { pageQuery } from '../../lib/paging';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES).describe('An event type');

export const webhookEndpointBody = z
  .strictObject({
    url: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .describe('Where events are POSTed: https only (http and private addresses only with WEBHOOK_ALLOW_PRIVATE)'),
    description: z.string().trim().max(200).default('').describe('What the receiver is, for the centre'),
    events: z
      .array(webhookEventType)
      .min(1, 'choose at least one event')
      .max(WEBHOOK_EVENT_TYPES.length)
      .describe('The events it receives'),
    enabled: z.boolean().default(true).describe('Whether events are sent to it'),
    ordered: z
      .boolean()
      .default(false)
      .describe('Deliver one at a time in order: a later event waits while an earlier one is retried'),
  })
  .meta({ id: 'WebhookEndpointBody' });
export type WebhookEndpointInput = z.infer<typeof webhookEndpointBody>;

export const webhookEndpoint = z
  .object({
    id: z.number().int().describe('Endpoint id'),
    url: z.string().describe('Where events are POSTed'),
    description: z.string().describe('What the receiver is'),
    events: z.array(z.string()).describe('The events it receives'),
    enabled: z.boolean().describe('Whether events are sent to it'),
    ordered: z.boolean().describe('Delivered one at a time in order'),
    disabledReason: z.string().nullable().describe('Why the system switched it off, if it did'),
    failingSince: z.string().nullable().describe('First failed delivery since the last success'),
    previousSecretUntil: z.string().nullable().describe('Until when the secret before the last rotation still signs'),
    pending: z.number().int().describe('Deliveries waiting or being retried'),
    createdAt: z.string().describe('Created at'),
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookEndpointWithSecret = z
  .object({
    success: z.literal(true),
    data: webhookEndpoint,
    secret: z.string().describe('The signing secret (whsec_…): shown this once, never again'),
  })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const webhookDelivery = z
  .object({
    id: z.number().int().describe('Delivery id'),
    eventId: z.string().describe('The event id (evt_…), the same on every attempt and resend'),
    type: z.string().describe('Event type'),
    status: z.enum(['pending', 'succeeded', 'failed']).describe('pending (waiting or retrying), succeeded, failed'),
    attempts: z.number().int().describe('Attempts made'),
    responseStatus: z.number().int().nullable().describe("The receiver's HTTP status on the last attempt"),
    responseBody: z.string().nullable().describe("The first 2 KB of the receiver's last answer, or why none"),
    lastAttemptAt: z.string().nullable().describe('Last attempt at'),
    nextAttemptAt: z.string().nullable().describe('Next attempt at (pending only)'),
    createdAt: z.string().describe('When the event happened'),
  })
  .meta({ id: 'WebhookDelivery' });

export const deliveryListQuery = pageQuery
  .pick({ page: true, pageSize: true })
  .extend({
    status: z.enum(['pending', 'succeeded', 'failed']).optional().describe('Only deliveries in this status'),
  })
  .strict();

export const deliveryParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647).describe('Endpoint id'),
  deliveryId: z.coerce.number().int().positive().max(2_147_483_647).describe('Delivery id'),
});

export const webhookEventTypeInfo = z
  .object({ type: z.string().describe('Event type'), description: z.string().describe('When it is sent') })
  .meta({ id: 'WebhookEventTypeInfo' });

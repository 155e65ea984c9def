import { z } from 'zod';

/**
 * Every event a webhook endpoint can choose, with the JSON its `data` carries. The OpenAPI document
 * publishes these schemas (webhookDocumentation), so a receiver's author reads the payloads where they
 * read the API. Ids are the API's ids: a receiver that needs more fetches the object.
 */
const id = (what: string) => z.number().int().describe(what);
const when = (what: string) => z.string().describe(`${what} (ISO 8601)`);
const money = (what: string) => z.string().describe(`${what}: a decimal string, e.g. "12.50"`);

const student = z.object({
  studentId: id('The student (GET /api/students/{id})'),
  studentNumber: z.string().describe("The centre's student number"),
  firstName: z.string().describe('First name'),
  lastName: z.string().describe('Last name'),
  status: z.enum(['active', 'inactive']).describe('Active or inactive'),
});

const lesson = z.object({
  scheduleId: id('The lesson (GET /api/schedules/{id})'),
  courseId: id('Its course'),
  teacherId: id('Its teacher'),
  startTime: when('Start'),
  endTime: when('End'),
  status: z.enum(['PLANNED', 'CONFIRMED', 'CANCELLED']).describe('The lesson status after the change'),
  studentIds: z.array(z.number().int()).describe('The students booked on it'),
});

const invoice = z.object({
  invoiceId: id("The centre's invoice from the vendor (GET /api/billing/invoices/{id})"),
  status: z.string().describe('UNPAID, PROCESSING, REQUIRES_ACTION, FAILED, PAID or VOID'),
  invoiceDate: z.string().describe('Invoice date (YYYY-MM-DD)'),
  dueDate: z.string().describe('Due date (YYYY-MM-DD)'),
  periodStart: z.string().describe('First day billed'),
  periodEnd: z.string().describe('Last day billed (inclusive)'),
  total: money('Total with tax'),
  currency: z.string().describe('ISO 4217 currency'),
  failureMessage: z.string().nullable().describe("The card provider's message for a failed charge"),
  paidAt: z.string().nullable().describe('When it was paid'),
});

export const WEBHOOK_PAYLOADS = {
  'student.created': student.describe('A student was added (by hand, registration or import)'),
  'student.updated': student.describe(
    "A student's details (names, number, contact, message choices, rate) changed, by any path: the student form, an import or its undo, the family portal, the unsubscribe link; once per change, with the student as it was left (not for its balance or status, which have their own events)",
  ),
  'student.status_changed': z
    .object({
      studentId: id('The student'),
      studentNumber: z.string().describe("The centre's student number"),
      from: z.string().describe('Status before'),
      to: z.string().describe('Status after'),
    })
    .describe('A student was activated or deactivated, by any path'),
  'voucher_purchase.created': z
    .object({
      purchaseId: id('The purchase (GET /api/voucher-purchases/{id})'),
      studentId: id('The student'),
      voucherAmount: money('Vouchers bought'),
      giftAmount: money('Vouchers given with it'),
      purchaseDate: z.string().describe('Purchase date (YYYY-MM-DD)'),
    })
    .describe('A voucher purchase was recorded'),
  'voucher_purchase.reversed': z
    .object({ purchaseId: id('The purchase'), studentId: id('The student') })
    .describe('A voucher purchase was reversed (its ledger entries undone)'),
  'ledger_entry.created': z
    .object({
      entryId: id('The ledger entry'),
      studentId: id('The student'),
      kind: z.enum(['purchase', 'gift', 'charge', 'refund', 'adjustment', 'opening']).describe('Kind'),
      amount: money('Signed amount'),
      balanceAfter: money("The student's voucher balance after it"),
      reason: z.string().describe('Why'),
      purchaseId: z.number().int().nullable().describe('The purchase it belongs to'),
      termRegisterId: z.number().int().nullable().describe('The term register it belongs to'),
      scheduleId: z.number().int().nullable().describe('The lesson it charges'),
      reversesEntryId: z.number().int().nullable().describe('The entry it reverses'),
      createdAt: when('Posted at'),
    })
    .describe("An entry was posted to a student's voucher ledger, by any path"),
  'lesson.created': lesson.describe('A lesson was scheduled (each lesson of a repeated series is one event)'),
  'lesson.updated': lesson.describe(
    "A lesson's time, teacher, course, price, reported times, students or attendance changed, by any path (an edit, a move, a correction of a confirmed lesson, a late cancellation); once per change, never beside the same change's lesson.created, cancelled or confirmed",
  ),
  'lesson.cancelled': lesson.describe('A lesson was cancelled'),
  'lesson.confirmed': lesson.describe('A lesson was confirmed as given (its charges are ledger_entry.created events)'),
  'feedback.submitted': z
    .object({ scheduleId: id('The lesson'), submittedAt: when('Submitted at') })
    .describe("A lesson's feedback was submitted"),
  'term_register.paid': z
    .object({
      termRegisterId: id('The term register'),
      studentId: id('The student'),
      termId: id('The term'),
      paymentType: z.string().nullable().describe('How it was paid'),
    })
    .describe('A term register was marked paid'),
  'invoice.created': invoice.describe("The vendor's invoice to the centre was made"),
  'invoice.paid': invoice.describe('An invoice was paid'),
  'invoice.failed': invoice.describe("An invoice's card charge failed"),
  'family.payment.succeeded': z
    .object({
      orderId: id("The family's voucher order (the portal's Buy screen)"),
      purchaseId: id('The voucher purchase it recorded (GET /api/voucher-purchases/{id})'),
      studentId: id('The student the vouchers are for'),
      familyUserId: id('The family account that paid'),
      amount: money('Paid by card'),
      currency: z.string().describe('ISO 4217 currency'),
      voucherAmount: money('Vouchers bought'),
      giftAmount: money('Vouchers given with it'),
      packageName: z.string().nullable().describe("The package's name, or null for a free amount"),
      providerPayment: z.string().describe("The payment provider's payment id"),
      paidAt: when('Recorded at'),
    })
    .describe(
      'A family paid for vouchers online in the portal: sent once per recorded purchase, never for a declined, abandoned or repeated confirmation (its purchase is also a voucher_purchase.created event)',
    ),
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_PAYLOADS;
export type WebhookPayload<T extends WebhookEventType> = z.input<(typeof WEBHOOK_PAYLOADS)[T]>;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_PAYLOADS) as [WebhookEventType, ...WebhookEventType[]];
/** What "Send test event" sends: only to the endpoint asked, whatever it chose. */
export const TEST_EVENT_TYPE = 'endpoint.test';

/** The envelope every delivery's body is: the same bytes on every attempt. */
export function envelopeOf(event: { id: string; type: string; data: unknown; createdAt: Date }): string {
  return JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: Math.floor(event.createdAt.getTime() / 1000),
    data: event.data,
  });
}

/**
 * The OpenAPI document's description of the events: one schema per event (OpenAPI 3.0 has no `webhooks`
 * section, so they are components, and `x-webhooks` lists them the way 3.1's `webhooks` would).
 */
export function webhookDocumentation(): { schemas: Record<string, object>; webhooks: Record<string, object> } {
  const schemas: Record<string, object> = {};
  const webhooks: Record<string, object> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const schema = WEBHOOK_PAYLOADS[type];
    const name = `WebhookEvent_${type.replace(/[._]/g, '_')}`;
    schemas[name] = {
      type: 'object',
      description: `${schema.description}. Delivered as POST with Content-Type application/json, headers Centre-Event-Id, Centre-Event-Type and Centre-Signature (t=<unix>,v1=<hex HMAC-SHA256 of "t.body">).`,
      required: ['id', 'object', 'type', 'created', 'data'],
      properties: {
        id: { type: 'string', description: 'The event id (evt_…): the same on every delivery of this event' },
        object: { type: 'string', enum: ['event'], description: 'Always "event"' },
        type: { type: 'string', enum: [type], description: 'The event type' },
        created: { type: 'integer', description: 'When it happened (unix seconds)' },
        data: z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }),
      },
    };
    webhooks[type] = {
      post: {
        summary: schema.description,
        requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } },
        responses: { '2XX': { description: 'Received; any other answer (or none in 10 s) is retried' } },
      },
    };
  }
  return { schemas, webhooks };
}

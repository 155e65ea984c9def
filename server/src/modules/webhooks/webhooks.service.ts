import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import type { FieldCipher } from '../../lib/field-encryption';
import { listResult, OK } from '../../lib/responses';
import { changedFields, recordAuditEvent } from '../audit-log';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, WEBHOOK_PAYLOADS } from './webhook-events';
import { assertEndpointUrl } from './webhook-post';
import { newWebhookSecret } from './webhook-signature';
import type { WebhookEndpointInput } from './webhooks.schemas';

/** The secret before a rotation keeps signing this long (issue 36: 24 hours). */
export const PREVIOUS_SECRET_HOURS = 24;

type Settings = { cipher: FieldCipher; allowPrivate: boolean };
type EndpointRow = typeof webhookEndpoints.$inferSelect;

const iso = (value: Date | null) => value?.toISOString() ?? null;

function endpointOf(row: EndpointRow, pending: number) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    ordered: row.ordered,
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    previousSecretUntil:
      row.previousSecretUntil && row.previousSecretUntil > new Date() ? iso(row.previousSecretUntil) : null,
    pending,
    createdAt: row.createdAt.toISOString(),
  };
}

const auditFields = (row: EndpointRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  ordered: row.ordered,
});

export function listWebhookEventTypes() {
  return listResult(
    WEBHOOK_EVENT_TYPES.map((type) => ({ type, description: WEBHOOK_PAYLOADS[type].description ?? type })),
    WEBHOOK_EVENT_TYPES.length,
  );
}

async function pendingCounts(db: Database | Transaction) {
  const rows = await db
    .select({ endpointId: webhookDeliveries.endpointId, pending: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'))
    .groupBy(webhookDeliveries.endpointId);
  return new Map(rows.map((row) => [row.endpointId, row.pending]));
}

export async function listWebhookEndpoints(db: Database) {
  const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
  const pending = await pendingCounts(db);
  return listResult(
    rows.map((row) => endpointOf(row, pending.get(row.id) ?? 0)),
    rows.length,
  );
}

async function lockEndpoint(tx: Transaction, id: number): Promise<EndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  if (!row) throw new AppError('notfound', { message: 'This webhook endpoint does not exist.' });
  return row;
}

/** Adds an endpoint; its secret is answered this once (kept encrypted: it must be read back to sign). */
export async function createWebhookEndpoint(
  db: Database,
  settings: Settings,
  input: WebhookEndpointInput,
  actor: CurrentUser,
) {
  assertEndpointUrl(input.url, settings.allowPrivate);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ ...input, events: [...new Set(input.events)], secret: settings.cipher.encrypt(secret) })
      .returning();
    await recordAuditEvent(tx, {
      action: 'webhook.endpoint.create',
      recordType: 'webhook_endpoint',
      recordId: created.id,
      summary: `Webhook endpoint ${created.url} added`,
      after: auditFields(created),
      actorId: actor.id,
    });
    return created;
  });
  return { ...OK, data: endpointOf(row, 0), secret };
}

export async function updateWebhookEndpoint(
  db: Database,
  settings: Settings,
  id: number,
  input: WebhookEndpointInput,
  actor: CurrentUser,
) {
  assertEndpointUrl(input.url, settings.allowPrivate);
  return db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    const switchedOn = input.enabled && !before.enabled;
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        ...input,
        events: [...new Set(input.events)],
        updatedAt: new Date(),
        // Switched on again: the failures that switched it off are behind it.
        ...((switchedOn || !input.enabled) && { disabledReason: null, failingSince: null }),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAuditEvent(tx, {
      action: 'webhook.endpoint.update',
      recordType: 'webhook_endpoint',
      recordId: id,
      summary: `Webhook endpoint ${after.url} edited`,
      ...changedFields<Record<string, unknown>>(auditFields(before), auditFields(after)),
      actorId: actor.id,
    });
    return endpointOf(after, (await pendingCounts(tx)).get(id) ?? 0);
  });
}

export async function deleteWebhookEndpoint(db: Database, id: number, actor: CurrentUser) {
  await db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAuditEvent(tx, {
      action: 'webhook.endpoint.delete',
      recordType: 'webhook_endpoint',
      recordId: id,
      summary: `Webhook endpoint ${before.url} removed`,
      before: auditFields(before),
      actorId: actor.id,
    });
  });
  return OK;
}

/** A new secret, answered once; the one it replaces keeps signing (as a second v1) for 24 hours. */
export async function rotateWebhookSecret(db: Database, settings: Settings, id: number, actor: CurrentUser) {
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        secret: settings.cipher.encrypt(secret),
        previousSecret: before.secret,
        previousSecretUntil: sql`now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS})`,
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAuditEvent(tx, {
      action: 'webhook.endpoint.rotate-secret',
      recordType: 'webhook_endpoint',
      recordId: id,
      summary: `Webhook endpoint ${after.url}: signing secret rotated`,
      actorId: actor.id,
    });
    return after;
  });
  return { ...OK, data: endpointOf(row, (await pendingCounts(db)).get(id) ?? 0), secret };
}

export async function listWebhookDeliveries(
  db: Database,
  endpointId: number,
  query: { page: number; pageSize: number; status?: 'pending' | 'succeeded' | 'failed' },
) {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw new AppError('notfound', { message: 'This webhook endpoint does not exist.' });
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const rows = await db
    .select({
      delivery: webhookDeliveries,
      eventId: webhookEvents.id,
      type: webhookEvents.type,
      createdAt: webhookEvents.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.seq, webhookDeliveries.eventSeq))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(webhookDeliveries).where(where);
  return listResult(
    rows.map(({ delivery, eventId, type, createdAt }) => ({
      id: delivery.id,
      eventId,
      type,
      status: delivery.status,
      attempts: delivery.attempts,
      responseStatus: delivery.responseStatus,
      responseBody: delivery.responseBody,
      lastAttemptAt: iso(delivery.lastAttemptAt),
      nextAttemptAt: delivery.status === 'pending' ? iso(delivery.nextAttemptAt) : null,
      createdAt: createdAt.toISOString(),
    })),
    total,
  );
}

const notifyDispatch = (tx: Transaction) => tx.execute(sql`select pg_notify('webhook_outbox', '')`);

function assertEnabled(endpoint: EndpointRow) {
  if (!endpoint.enabled)
    throw new AppError('ruleviolated', { message: 'This endpoint is switched off: switch it on first.' });
}

/** Sends one event to the endpoint again, as a new delivery carrying the same event id. */
export async function resendWebhookDelivery(db: Database, endpointId: number, deliveryId: number, actor: CurrentUser) {
  await db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, endpointId);
    assertEnabled(endpoint);
    const [original] = await tx
      .select({ eventSeq: webhookDeliveries.eventSeq, eventId: webhookEvents.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.seq, webhookDeliveries.eventSeq))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
    if (!original) throw new AppError('notfound', { message: 'This delivery does not exist.' });
    await tx.insert(webhookDeliveries).values({ endpointId, eventSeq: original.eventSeq });
    await recordAuditEvent(tx, {
      action: 'webhook.delivery.resend',
      recordType: 'webhook_endpoint',
      recordId: endpointId,
      summary: `Event ${original.eventId} sent again to ${endpoint.url}`,
      actorId: actor.id,
    });
    await notifyDispatch(tx);
  });
  return OK;
}

/** An `endpoint.test` event for this endpoint alone, whatever events it chose. */
export async function sendWebhookTestEvent(db: Database, endpointId: number, actor: CurrentUser) {
  return db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, endpointId);
    assertEnabled(endpoint);
    const [event] = await tx
      .insert(webhookEvents)
      .values({
        id: sql`'evt_' || replace(gen_random_uuid()::text, '-', '')`,
        type: TEST_EVENT_TYPE,
        data: { endpointId, message: 'A test event from Centre Admin.' },
      })
      .returning({ seq: webhookEvents.seq, id: webhookEvents.id });
    await tx.insert(webhookDeliveries).values({ endpointId, eventSeq: event.seq });
    await recordAuditEvent(tx, {
      action: 'webhook.endpoint.test',
      recordType: 'webhook_endpoint',
      recordId: endpointId,
      summary: `Test event sent to ${endpoint.url}`,
      actorId: actor.id,
    });
    await notifyDispatch(tx);
    return { ...OK, eventId: event.id };
  });
}

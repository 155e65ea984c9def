import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-encryption';
import { notifyCentreStaff } from '../notices';
import { envelopeOf } from './webhook-events';
import { type PostResult, postWebhook } from './webhook-post';
import { signatureHeader } from './webhook-signature';

/** Retries stop this long after the event (issue 36: 24 hours). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** An endpoint failing for this long is switched off (issue 36: 3 days). */
export const SWITCH_OFF_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** A run holds its endpoint this long, renewed between rounds; a run whose process died frees it by expiry. */
const LEASE_SECONDS = 60;
/** Deliveries one round of an unordered endpoint posts at once. */
const ROUND_SIZE = 20;

export type DeliveryContext = {
  db: Database;
  cipher: FieldCipher;
  allowPrivate: boolean;
  retryBaseSeconds: number;
  /** Runs the endpoint's delivery job again at `at` (its next retry). */
  scheduleRun: (endpointId: number, at: Date) => Promise<void>;
  timeoutMs?: number;
  now?: () => Date;
};

type Endpoint = typeof webhookEndpoints.$inferSelect;
type Due = { deliveryId: number; attempts: number; eventId: string; type: string; data: unknown; createdAt: Date };

/** The wait before attempt n+1 after n failed ones: base, then doubled each time (10 s, 20 s, 40 s, …). */
export const retryDelayMs = (base: number, failedAttempts: number) =>
  base * 1000 * 2 ** Math.min(Math.max(failedAttempts - 1, 0), 30);

/** The secrets that sign now: the current one, and the previous one while its 24 hours last. */
function signingSecrets(endpoint: Endpoint, cipher: FieldCipher, now: Date): string[] {
  const secrets = [cipher.decrypt(endpoint.secret)];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now)
    secrets.push(cipher.decrypt(endpoint.previousSecret));
  return secrets;
}

async function takeLease(db: Database, endpointId: number): Promise<Endpoint | undefined> {
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.enabled, true),
        sql`(${webhookEndpoints.leaseUntil} is null or ${webhookEndpoints.leaseUntil} < now())`,
      ),
    )
    .returning();
  return endpoint;
}

async function dueDeliveries(db: Database, endpoint: Endpoint, now: Date): Promise<{ due: Due[]; nextAt?: Date }> {
  const pending = await db
    .select({
      deliveryId: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      eventId: webhookEvents.id,
      type: webhookEvents.type,
      data: webhookEvents.data,
      createdAt: webhookEvents.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.seq, webhookDeliveries.eventSeq))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        eq(webhookDeliveries.status, 'pending'),
        // An ordered endpoint looks only at its oldest pending delivery: later ones wait behind it.
        endpoint.ordered ? undefined : lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(endpoint.ordered ? 1 : ROUND_SIZE);
  if (endpoint.ordered && pending[0] && pending[0].nextAttemptAt > now)
    return { due: [], nextAt: pending[0].nextAttemptAt };
  return { due: pending };
}

/** One attempt at one delivery, then its row updated; true when the receiver took it (2xx). */
async function attempt(context: DeliveryContext, endpoint: Endpoint, due: Due): Promise<boolean> {
  const now = context.now?.() ?? new Date();
  const body = envelopeOf({ ...due, id: due.eventId });
  const timestamp = Math.floor(now.getTime() / 1000);
  const result: PostResult = await postWebhook(
    endpoint.url,
    body,
    {
      'content-type': 'application/json',
      'user-agent': 'CentreAdmin-webhooks/1.0',
      'centre-event-id': due.eventId,
      'centre-event-type': due.type,
      'centre-signature': signatureHeader(signingSecrets(endpoint, context.cipher, now), timestamp, body),
    },
    { allowPrivate: context.allowPrivate, timeoutMs: context.timeoutMs },
  );
  const took = result.status !== null && result.status >= 200 && result.status < 300;
  const attempts = due.attempts + 1;
  // Counted from the attempt's end: a time-out of 10 s must not make the next attempt due at once.
  const finished = context.now?.() ?? new Date();
  const nextAt = new Date(finished.getTime() + retryDelayMs(context.retryBaseSeconds, attempts));
  const givenUp = !took && nextAt.getTime() > due.createdAt.getTime() + RETRY_WINDOW_MS;
  await context.db
    .update(webhookDeliveries)
    .set({
      status: took ? 'succeeded' : givenUp ? 'failed' : 'pending',
      attempts,
      lastAttemptAt: now,
      nextAttemptAt: took || givenUp ? now : nextAt,
      responseStatus: result.status,
      responseBody: result.answer,
    })
    .where(and(eq(webhookDeliveries.id, due.deliveryId), eq(webhookDeliveries.status, 'pending')));
  await recordHealth(context, endpoint, took, now);
  return took;
}

/**
 * A success clears the endpoint's failing streak; a failure starts one, and a streak of 3 days switches
 * the endpoint off and tells the centre's staff (once: the switch is a conditional update).
 */
async function recordHealth(context: DeliveryContext, endpoint: Endpoint, took: boolean, now: Date) {
  const { db } = context;
  if (took) {
    await db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.failingSince} is not null`));
    return;
  }
  await db
    .update(webhookEndpoints)
    .set({ failingSince: now })
    .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.failingSince} is null`));
  const limit = new Date(now.getTime() - SWITCH_OFF_AFTER_MS);
  await db.transaction(async (tx) => {
    const [off] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'Switched off after 3 days of failed deliveries.', updatedAt: now })
      .where(
        and(
          eq(webhookEndpoints.id, endpoint.id),
          eq(webhookEndpoints.enabled, true),
          lte(webhookEndpoints.failingSince, limit),
        ),
      )
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!off) return;
    await notifyCentreStaff(tx, {
      type: 'notification',
      title: 'A webhook endpoint was switched off',
      description: `Deliveries to ${off.url} failed for 3 days, so it was switched off. Fix the receiver, then switch it on again in Centre Settings → Integrations.`,
      eventKey: `webhook-off-${off.id}-${now.getTime()}`,
    });
  });
}

/**
 * Delivers what is due for one endpoint, holding it (lease) so that no other run posts its events at the
 * same time: unordered, up to ROUND_SIZE at once; ordered, one at a time oldest first, stopping at a
 * failure (the rest wait for its retry). Loops until nothing is due, then asks for a run at the next
 * retry. Nothing here holds a transaction across a post.
 */
export async function deliverEndpoint(context: DeliveryContext, endpointId: number): Promise<void> {
  const { db } = context;
  for (let pass = 0; pass < 1000; pass += 1) {
    const endpoint = await takeLease(db, endpointId);
    if (!endpoint) return;
    let blocked = false;
    try {
      for (;;) {
        const now = context.now?.() ?? new Date();
        const { due } = await dueDeliveries(db, endpoint, now);
        if (due.length === 0) break;
        const took = await Promise.all(due.map((one) => attempt(context, endpoint, one)));
        if (endpoint.ordered && !took[0]) {
          blocked = true;
          break;
        }
        await db
          .update(webhookEndpoints)
          .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
          .where(eq(webhookEndpoints.id, endpointId));
      }
    } finally {
      await db.update(webhookEndpoints).set({ leaseUntil: null }).where(eq(webhookEndpoints.id, endpointId));
    }
    // Rows that arrived while this run held the lease (their own run found it held) are taken now.
    const now = context.now?.() ?? new Date();
    const [next] = await db
      .select({ at: sql<Date>`min(${webhookDeliveries.nextAttemptAt})`.mapWith(webhookDeliveries.nextAttemptAt) })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
    if (!next?.at) return;
    if (next.at > now || blocked) {
      await context.scheduleRun(endpointId, next.at > now ? next.at : new Date(now.getTime() + 1000));
      return;
    }
  }
}

/** The endpoints with a delivery due now (the sweep's and the notification's work list). */
export async function endpointsWithDueDeliveries(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        eq(webhookEndpoints.enabled, true),
        sql`(${webhookEndpoints.leaseUntil} is null or ${webhookEndpoints.leaseUntil} < now())`,
      ),
    );
  return rows.map((row) => row.id);
}

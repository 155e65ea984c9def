import type { FastifyInstance } from 'fastify';
import type { Listen } from '../../db/notifications';
import { type DeliveryContext, endpointsWithDueDeliveries } from './webhook-delivery';

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';
/** The channel webhook_emit notifies (PostgreSQL sends it only when the event's transaction commits). */
export const WEBHOOK_CHANNEL = 'webhook_outbox';

export function deliveryContextOf(app: FastifyInstance): DeliveryContext {
  return {
    db: app.db,
    cipher: app.fieldCipher,
    allowPrivate: app.config.webhookAllowPrivate,
    retryBaseSeconds: app.config.webhookRetryBaseSeconds,
    scheduleRun: async (endpointId, at) => {
      // Keyed by the time, so the runs of one endpoint that all find the same next retry queue one job.
      await app.jobs.send(
        WEBHOOK_DELIVER_JOB,
        { endpointId },
        { startAfter: at, key: `retry-${endpointId}-${at.getTime()}` },
      );
    },
  };
}

/** Queues a delivery run for every endpoint with something due (a run finding its endpoint held does nothing). */
export async function dispatchDueDeliveries(app: FastifyInstance): Promise<number> {
  const ids = await endpointsWithDueDeliveries(app.db);
  for (const endpointId of ids) await app.jobs.send(WEBHOOK_DELIVER_JOB, { endpointId });
  return ids.length;
}

/**
 * Listens for committed events and dispatches them at once; notifications that arrive during a dispatch
 * are coalesced into one more (a burst of 10,000 events is a handful of dispatches). The sweep job every
 * minute covers a notification missed while the listener was down.
 */
export function registerWebhookDispatch(app: FastifyInstance, listen: Listen): void {
  let running = false;
  let again = false;
  const dispatch = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await dispatchDueDeliveries(app);
      } while (again);
    } catch (err) {
      app.log.warn({ err }, 'webhook dispatch failed; the sweep will retry');
    } finally {
      running = false;
    }
  };
  let listener: { close: () => Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    listener = await listen(WEBHOOK_CHANNEL, { onNotify: () => void dispatch(), onListeningChange: () => {} });
    // What was waiting when the process (re)started goes now, not at the next sweep.
    void dispatch();
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { WebhookEventType, WebhookPayload } from './webhook-events';

/**
 * Writes one event to the webhook outbox inside the caller's transaction (the SQL function
 * webhook_emit, migration 0034: the event, a delivery per subscribed endpoint, and a notification
 * PostgreSQL only sends on commit). A cause that rolls back takes its event with it; nothing here waits
 * on a receiver. Ledger entries, student status changes and invoices emit from database triggers.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tx: Executor,
  type: T,
  data: WebhookPayload<T>,
): Promise<void> {
  await tx.execute(sql`select webhook_emit(${type}, ${JSON.stringify(data)}::jsonb)`);
}

/** Webhook rows inserted straight into the database, for the role matrix and bad-input tables. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../src/db/schema';
import { testFieldCipher } from './app';

/** A switched-on endpoint (a public https address nobody answers at) and one delivered event of it. */
export async function insertWebhookEndpoint(db: Database): Promise<{ id: number; deliveryId: number }> {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      url: 'https://receiver.example/hook',
      events: ['student.created'],
      secret: testFieldCipher.encrypt('whsec_fixture'),
    })
    .returning({ id: webhookEndpoints.id });
  const [event] = await db
    .insert(webhookEvents)
    .values({ id: sql`'evt_' || replace(gen_random_uuid()::text, '-', '')`, type: 'student.created', data: {} })
    .returning({ seq: webhookEvents.seq });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint.id, eventSeq: event.seq, status: 'succeeded', attempts: 1 })
    .returning({ id: webhookDeliveries.id });
  return { id: endpoint.id, deliveryId: delivery.id };
}

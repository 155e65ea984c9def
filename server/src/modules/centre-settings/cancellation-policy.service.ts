/**
 * The centre's cancellation policy for the family portal (issue 33): the free window in hours before
 * a lesson, and what a later cancellation does. Kept on the centre_settings row, but read and saved on
 * its own route so the main settings form (and other tabs) stay as they are.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { centreSettings } from '../../db/schema';
import { changedFields, recordAuditEvent } from '../audit-log';

export const LATE_CANCELLATION_RULES = ['refuse', 'charge'] as const;
export type LateCancellationRule = (typeof LATE_CANCELLATION_RULES)[number];

export const cancellationPolicyBody = z
  .strictObject({
    freeCancellationHours: z
      .number()
      .int()
      .min(0)
      .max(720)
      .describe('Hours before a lesson until which a family may cancel at no charge, 0-720 (default 24)'),
    lateCancellation: z
      .enum(LATE_CANCELLATION_RULES)
      .describe('After the window: refuse (the portal says why) or charge (charged when the teacher confirms)'),
  })
  .meta({ id: 'CancellationPolicyForm' });

export const cancellationPolicy = cancellationPolicyBody
  .extend({ updatedAt: z.string().describe('When the centre settings were last changed (ISO 8601)') })
  .meta({ id: 'CancellationPolicy' });

export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

export async function getCancellationPolicy(db: Executor): Promise<CancellationPolicy> {
  const [row] = await db
    .select({
      freeCancellationHours: centreSettings.freeCancellationHours,
      lateCancellation: centreSettings.lateCancellation,
      updatedAt: centreSettings.updatedAt,
    })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  if (!row) throw new Error('centre_settings has no row: the migration that inserts it did not run');
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export async function updateCancellationPolicy(
  db: Database,
  userId: number,
  input: z.infer<typeof cancellationPolicyBody>,
): Promise<CancellationPolicy> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(centreSettings).where(eq(centreSettings.id, 1)).for('update');
    await tx
      .update(centreSettings)
      .set({ ...input, updatedAt: new Date(), updatedBy: userId })
      .where(eq(centreSettings.id, 1));
    const was = { freeCancellationHours: current.freeCancellationHours, lateCancellation: current.lateCancellation };
    await recordAuditEvent(tx, {
      action: 'settings.cancellation-policy',
      recordType: 'settings',
      recordId: 1,
      summary: 'Cancellation policy saved',
      ...changedFields<Record<string, unknown>>(was, { ...input }),
      actorId: userId,
    });
    return getCancellationPolicy(tx);
  });
}

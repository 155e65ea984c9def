import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CentreSettingsRow, centreSettings } from '../../db/schema';
import { normalisePhone } from '../../lib/validation';
import { changedFields, recordAuditEvent } from '../audit-log';
import type { CentreSettingsInput } from './centre-settings.schemas';

export type CentreSettings = ReturnType<typeof toCentreSettings>;

function toCentreSettings(row: CentreSettingsRow) {
  return {
    centreName: row.centreName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    currency: row.currency,
    timeFormat: row.timeFormat as '24h' | '12h',
    lowBalanceThreshold: row.lowBalanceThreshold,
    reminderHoursBefore: row.reminderHoursBefore,
    pwaEnabled: row.pwaEnabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The one settings row; the migration inserts it, so it is always there. */
export async function getCentreSettings(db: Database): Promise<CentreSettings> {
  const [row] = await db.select().from(centreSettings).where(eq(centreSettings.id, 1));
  if (!row) throw new Error('centre_settings has no row: the migration that inserts it did not run');
  return toCentreSettings(row);
}

export async function getCentreDisplaySettings(db: Database) {
  const { centreName, currency, timeFormat, pwaEnabled } = await getCentreSettings(db);
  return { centreName, currency, timeFormat, pwaEnabled };
}

export async function updateCentreSettings(db: Database, userId: number, input: CentreSettingsInput) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(centreSettings).where(eq(centreSettings.id, 1)).for('update');
    const [row] = await tx
      .update(centreSettings)
      .set({
        centreName: input.centreName,
        contactEmail: input.contactEmail?.toLowerCase() ?? null,
        contactPhone: input.contactPhone ? normalisePhone(input.contactPhone) : null,
        currency: input.currency,
        timeFormat: input.timeFormat,
        lowBalanceThreshold: input.lowBalanceThreshold,
        reminderHoursBefore: input.reminderHoursBefore,
        pwaEnabled: input.pwaEnabled,
        updatedAt: new Date(),
        updatedBy: userId,
      })
      .where(eq(centreSettings.id, 1))
      .returning();
    const { updatedAt: _before, ...was } = toCentreSettings(current);
    const { updatedAt: _after, ...now } = toCentreSettings(row);
    await recordAuditEvent(tx, {
      action: 'settings.update',
      recordType: 'settings',
      recordId: 1,
      summary: 'Centre settings saved',
      ...changedFields<Record<string, unknown>>(was, now),
      actorId: userId,
    });
    return toCentreSettings(row);
  });
}

import type { Database, Executor } from '../../../db/client';
import { formatPhone } from '../../../lib/display-format';
import { getCentreSettings } from '../../centre-settings';
import type { TemplateValues } from './template-text';

/** The centre-wide values mail needs (Centre settings, /settings). */
export type CentreValues = {
  centreName: string;
  contactEmail: string;
  contactPhone: string;
  /** ISO 4217 code amounts are written in (formatMoney, server/src/lib/display-format.ts). */
  currency: string;
  lowBalanceThreshold: string;
  reminderHoursBefore: number;
  timeFormat: '24h' | '12h';
};

export async function centreValues(db: Executor): Promise<CentreValues> {
  const settings = await getCentreSettings(db as Database);
  return {
    centreName: settings.centreName,
    contactEmail: settings.contactEmail ?? '',
    // Written for reading in mail ("+1 416 555 0100"), as the screens write phones.
    contactPhone: settings.contactPhone ? formatPhone(settings.contactPhone) : '',
    currency: settings.currency,
    lowBalanceThreshold: settings.lowBalanceThreshold,
    reminderHoursBefore: settings.reminderHoursBefore,
    timeFormat: settings.timeFormat,
  };
}

/** The template variables that are the same for every recipient: the centre's own. */
export function centreTemplateValues(centre: CentreValues) {
  return {
    centreName: centre.centreName,
    centreEmail: centre.contactEmail,
    centrePhone: centre.contactPhone,
  } satisfies TemplateValues;
}

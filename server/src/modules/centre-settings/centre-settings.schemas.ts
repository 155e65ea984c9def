import { z } from 'zod';
import { fields } from '../../lib/validation';

export const TIME_FORMATS = ['24h', '12h'] as const;

/** What every screen needs to write amounts and times, and whether the offline app is on: public. */
export const centreDisplaySettings = z
  .object({
    centreName: z.string().describe("The centre's name, shown on the login page, in e-mails and PDFs"),
    currency: z.string().describe('ISO 4217 currency code amounts are written in, e.g. CAD'),
    timeFormat: z.enum(TIME_FORMATS).describe('How times of day are written: 24h (16:00) or 12h (4:00 PM)'),
    pwaEnabled: z.boolean().describe('Whether the installable offline app is on'),
  })
  .meta({ id: 'CentreDisplaySettings' });

export const centreSettings = centreDisplaySettings
  .extend({
    contactEmail: z.string().nullable().describe("The centre's contact e-mail, used in e-mail templates"),
    contactPhone: z.string().nullable().describe("The centre's contact phone, used in e-mail templates"),
    lowBalanceThreshold: z
      .string()
      .describe('Students whose voucher balance is below this amount are listed on the dashboard'),
    reminderHoursBefore: z.number().int().describe('Hours before a lesson its reminder is sent'),
    updatedAt: z.string().describe('When the settings were last changed (ISO 8601)'),
  })
  .meta({ id: 'CentreSettings' });

/** Currencies Intl can write: a code it does not know would print as the bare code, which is worse. */
const knownCurrency = (code: string) => {
  try {
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
};

export const centreSettingsBody = z
  .strictObject({
    centreName: z.string().trim().min(1).max(100).describe("The centre's name; required"),
    contactEmail: fields.email.nullable().optional(),
    contactPhone: fields.phone.nullable().optional(),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like CAD')
      .refine(knownCurrency, 'is not a currency code this application knows')
      .describe('ISO 4217 currency code, e.g. CAD, USD, EUR'),
    timeFormat: z.enum(TIME_FORMATS).describe('24h or 12h'),
    lowBalanceThreshold: fields.money.describe('Amount as a decimal string, e.g. "100.00"'),
    reminderHoursBefore: z.number().int().min(1).max(168).describe('Hours before a lesson its reminder is sent, 1-168'),
    pwaEnabled: z.boolean().describe('Turn the installable offline app on or off'),
  })
  .meta({ id: 'CentreSettingsForm' });

export type CentreSettingsInput = z.infer<typeof centreSettingsBody>;

import type { Executor } from '../../db/client';

/**
 * The centre-wide values mail needs. The Centre settings module (getCentreSettings) is being added
 * in parallel: at merge this reads it instead of these defaults (its documented defaults).
 */
export type CentreValues = {
  centreName: string;
  contactEmail: string;
  contactPhone: string;
  lowBalanceThreshold: string;
  reminderHoursBefore: number;
};

export const DEFAULT_CENTRE_VALUES: CentreValues = {
  centreName: 'Centre Admin',
  contactEmail: '',
  contactPhone: '',
  lowBalanceThreshold: '0.00',
  reminderHoursBefore: 24,
};

export async function centreValues(_db: Executor): Promise<CentreValues> {
  return DEFAULT_CENTRE_VALUES;
}

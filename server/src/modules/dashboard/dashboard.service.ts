import type { Database } from '../../db/client';
import { getCentreSettings } from '../centre-settings';
import { dashboardListsOf } from './dashboard-lists';

export { getDashboardDay } from './dashboard-day';
export { getDashboardTotals } from './dashboard-totals';

/** The dashboard's lists, with the centre's low-balance threshold (never sent to the client: spec §4). */
export async function getDashboardLists(db: Database) {
  const { lowBalanceThreshold } = await getCentreSettings(db);
  return dashboardListsOf(db, lowBalanceThreshold);
}

import type { Database } from '../../db/client';
import { getDashboardLists } from './dashboard-lists';

export { getDashboardDay } from './dashboard-day';
export { getDashboardTotals } from './dashboard-totals';

/** Until the centre settings exist, the spec's default: a student is listed once their balance is negative. */
async function lowBalanceThreshold(_db: Database): Promise<string> {
  return '0.00';
}

/** The dashboard's lists, with the centre's low-balance threshold (never sent to the client: spec §4). */
export async function getDashboardListsForCentre(db: Database) {
  return getDashboardLists(db, await lowBalanceThreshold(db));
}

import { history } from '@umijs/max';
import { getOverdueState } from '@/services/api/billing';

const CHECKED_KEY = 'overdue-checked';

/**
 * After sign-in, centre staff go to /overdueAlert once per session while a vendor invoice is overdue
 * past the grace period; after that they may use the app as usual. System users (the vendor) are not
 * sent there. Failures are ignored: the alert must never stop anyone from working.
 */
export async function sendToOverdueAlertOnce(authorities: readonly string[], sessionToken: string | null) {
  if (!sessionToken || authorities.includes('ROLE_SYSTEM')) return;
  const marker = sessionToken.slice(-16);
  if (sessionStorage.getItem(CHECKED_KEY) === marker) return;
  sessionStorage.setItem(CHECKED_KEY, marker);
  try {
    const state = await getOverdueState({ skipErrorHandler: true });
    if (state.overdue && history.location.pathname !== '/overdueAlert') history.push('/overdueAlert');
  } catch {
    // Checked again at the next sign-in.
  }
}

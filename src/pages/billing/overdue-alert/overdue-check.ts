import { history } from '@umijs/max';
import dayjs from 'dayjs';
import { getOverdueState } from '@/services/api/billing';

/** localStorage: shared by every tab of the sign-in, so a new tab or a reload does not ask again. */
const CHECKED_KEY = 'overdue-checked';

/**
 * Which sign-in was checked, and on which day: an invoice becomes overdue on a day, so a sign-in kept
 * open into the next day is checked again, and nothing else can make the answer change for it
 * (paying happens on the alert's own screen, which reads its own answer).
 */
const markerOf = (sessionToken: string) => `${sessionToken.slice(-16)} ${dayjs().format('YYYY-MM-DD')}`;

function readMarker(): string | null {
  try {
    return localStorage.getItem(CHECKED_KEY);
  } catch {
    return null;
  }
}

function writeMarker(marker: string) {
  try {
    localStorage.setItem(CHECKED_KEY, marker);
  } catch {
    // Without storage the check is asked again on the next load: harmless.
  }
}

/**
 * After sign-in, centre staff go to /overdueAlert once per sign-in (and day) while a vendor invoice is
 * overdue past the grace period; after that they may use the app as usual, in any tab. System users (the
 * vendor) are not sent there. Failures are ignored (the alert must never stop anyone from working) and
 * asked again on the next load (docs/decisions.md, "The overdue check is asked once per sign-in").
 */
export async function sendToOverdueAlertOnce(authorities: readonly string[], sessionToken: string | null) {
  if (!sessionToken || authorities.includes('ROLE_SYSTEM')) return;
  const marker = markerOf(sessionToken);
  if (readMarker() === marker) return;
  try {
    const state = await getOverdueState({ skipErrorHandler: true });
    writeMarker(marker);
    if (state.overdue && history.location.pathname !== '/overdueAlert') history.push('/overdueAlert');
  } catch {
    // Asked again on the next load.
  }
}

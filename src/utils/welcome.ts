import { message } from 'antd';

/** Spec §9: the welcome message stays 2 seconds. */
export const WELCOME_DURATION_S = 2;
export const WELCOME_TEXT = 'Welcome back!';

/** sessionStorage, not localStorage: the message belongs to this tab's sign-in only. */
const PENDING_KEY = 'welcome-pending';

/**
 * Spec §4: a welcome message is shown for 2 seconds after sign-in. When the sign-in replaces the page
 * (the authorities changed), the message shown before the reload is lost with the page, so it is
 * remembered here and shown again by the reloaded app (showPendingWelcome, from src/app.tsx).
 */
export function showWelcome({ beforeReload }: { beforeReload: boolean }): void {
  if (beforeReload) {
    try {
      sessionStorage.setItem(PENDING_KEY, '1');
    } catch {
      // Storage refused (private mode quota): the message simply shows only before the reload.
    }
  }
  message.success(WELCOME_TEXT, WELCOME_DURATION_S);
}

/** Shows the welcome a sign-in left for the reloaded page, once. */
export function showPendingWelcome(): void {
  let pending = false;
  try {
    pending = sessionStorage.getItem(PENDING_KEY) !== null;
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (pending) message.success(WELCOME_TEXT, WELCOME_DURATION_S);
}

/**
 * Where the app goes around sign-in (spec §4): pure functions of URLs and authorities, so the rules are
 * unit-tested without a browser.
 */
export const LOGIN_PATH = '/user/login';
export const HOME_PATH = '/';
/** Where a family account (EXTERNAL_CUSTOMER) lands: the portal, never an admin screen. */
export const PORTAL_PATH = '/portal';
/** The invitation link's page, opened before the family has a password. */
export const PORTAL_ACTIVATE_PATH = '/portal/activate';
/** Spec §9: the redirect target is pushed this long after a successful login. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** Pages that work without a session (login, register, password reset, activation). */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/user' || pathname.startsWith('/user/') || pathname === PORTAL_ACTIVATE_PATH;
}

function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
}

/**
 * The in-app path to go to after login. Only a same-origin target is honoured (an absolute URL on
 * another origin, `//host`, `javascript:`… all give the root), and never the login page itself.
 */
export function getSafeRedirectPath(redirect: string | null | undefined, origin: string): string {
  if (!redirect) return HOME_PATH;
  let target: URL;
  try {
    target = new URL(redirect, origin);
  } catch {
    return HOME_PATH;
  }
  if (target.origin !== origin || isLoginPath(target.pathname)) return HOME_PATH;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Reads `redirect` from a query string such as `?redirect=https%3A%2F%2F…`. */
export function getRedirectParam(search: string): string | null {
  return new URLSearchParams(search).get('redirect');
}

/** True when the two authority lists differ as sets; no stored list counts as a change. */
export function authoritiesChanged(previous: readonly string[] | null, next: readonly string[]): boolean {
  if (previous === null) return true;
  const before = new Set(previous);
  const after = new Set(next);
  if (before.size !== after.size) return true;
  for (const authority of after) if (!before.has(authority)) return true;
  return false;
}

export type LoginNavigation = { method: 'replace'; url: string } | { method: 'push'; path: string; delayMs: number };

/**
 * After a successful login: when the authorities differ from what this browser knew, the whole page is
 * replaced with the root (menus and access rules are rebuilt from scratch); otherwise the safe target
 * is pushed after 100 ms, leaving time for the welcome message.
 */
export function planLoginNavigation(options: {
  redirect: string | null | undefined;
  origin: string;
  previousAuthority: readonly string[] | null;
  authority: readonly string[];
}): LoginNavigation {
  const target = getSafeRedirectPath(options.redirect, options.origin);
  // A family goes to the portal (or the portal page it was sent back from), whatever else it was asked for.
  const family = options.authority.includes('EXTERNAL_CUSTOMER');
  const path = family ? (isPortalPath(target) ? target : PORTAL_PATH) : target;
  if (authoritiesChanged(options.previousAuthority, options.authority)) {
    return { method: 'replace', url: family ? path : HOME_PATH };
  }
  return { method: 'push', path, delayMs: LOGIN_REDIRECT_DELAY_MS };
}

export function isPortalPath(path: string): boolean {
  return path === PORTAL_PATH || path.startsWith(`${PORTAL_PATH}/`) || path.startsWith(`${PORTAL_PATH}?`);
}

/**
 * The login page URL that brings the user back to `currentHref` afterwards. On the login page itself
 * there is nothing to come back to, so no redirect parameter is added.
 */
export function buildLoginUrl(currentHref: string): string {
  let current: URL;
  try {
    current = new URL(currentHref);
  } catch {
    return LOGIN_PATH;
  }
  if (isLoginPath(current.pathname)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: current.href }).toString()}`;
}

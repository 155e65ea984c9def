/**
 * What the browser keeps between visits (spec §9): the session token, the last known authorities and
 * the chosen language. Every read tolerates a missing or blocked localStorage.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const AUTHORITY_KEY = 'antd-pro-authority';
export const LOCALE_KEY = 'umi_locale';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

/** A new token is a sign-in, perhaps by another account: no earlier account's answers stay cached. */
export function setAccessToken(token: string): void {
  clearOfflineAnswers();
  storage()?.setItem(ACCESS_TOKEN_KEY, token);
}

/**
 * The signed-in account's id, read from the token's subject (not verified here: the server checks every
 * request). Used only to keep one account's offline work apart from another's on a shared device.
 */
export function signedInAccountId(): number | undefined {
  const payload = getAccessToken()?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const id = Number(json.sub);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

export function clearAccessToken(): void {
  storage()?.removeItem(ACCESS_TOKEN_KEY);
}

/** Parses what was stored: a JSON array, a JSON string or a bare string (older clients wrote those). */
export function parseAuthority(raw: string | null | undefined): string[] | null {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
    if (typeof value === 'string') return [value];
    return null;
  } catch {
    return [raw];
  }
}

export function getStoredAuthority(): string[] | null {
  return parseAuthority(storage()?.getItem(AUTHORITY_KEY));
}

export function setStoredAuthority(authorities: string[]): void {
  storage()?.setItem(AUTHORITY_KEY, JSON.stringify(authorities));
}

/** Ends the session on this browser: token and authorities go, the language choice stays. */
export function clearSession(): void {
  clearOfflineAnswers();
  clearAccessToken();
  storage()?.removeItem(AUTHORITY_KEY);
}

/** Spec §8: when the current user cannot be loaded, all of local storage is cleared. */
export function clearAllStorage(): void {
  clearOfflineAnswers();
  storage()?.clear();
}

/**
 * The offline app's worker keeps the API answers a teacher needs away from a connection in this cache
 * (.umirc.ts, serviceWorkerOptions). They belong to one account, so they go when a session ends or starts.
 */
export const OFFLINE_API_CACHE = 'teacher-api';

export function clearOfflineAnswers(): void {
  // The session the worker would send waiting lesson actions with goes too (loaded only when needed).
  if (typeof indexedDB !== 'undefined') {
    import('./offline-db').then((db) => db.forgetSyncSession()).catch(() => undefined);
  }
  if (typeof caches === 'undefined') return;
  caches.delete(OFFLINE_API_CACHE).catch(() => undefined);
}

export function getStoredLocale(): string | null {
  return storage()?.getItem(LOCALE_KEY) ?? null;
}

/**
 * The account the sign-in just read (spec §4: the authorities are fetched and stored), handed to the
 * page the sign-in replaces itself with, so that page draws without asking GET /api/account a second
 * time before its first paint (issue 37: the reloaded app waited for the same answer again).
 * sessionStorage: this tab only; read once; kept only for the token it was read with.
 */
const KEY = 'signed-in-account';

/** The token's last characters: enough to tell two sessions apart without copying the token. */
const fingerprint = (token: string) => token.slice(-16);

export function keepAccountForReload(token: string, account: API.CurrentUser): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ token: fingerprint(token), account }));
  } catch {
    // Storage refused: the reloaded page asks the server, as it always could.
  }
}

/** The kept account when it belongs to this token; removed either way. */
export function takeAccountFromSignIn(token: string | null): API.CurrentUser | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw || !token) return undefined;
    const kept = JSON.parse(raw) as { token?: string; account?: API.CurrentUser };
    return kept.token === fingerprint(token) ? kept.account : undefined;
  } catch {
    return undefined;
  }
}

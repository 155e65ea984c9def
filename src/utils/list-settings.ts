/**
 * Column settings (which columns a list shows) are remembered per user and list in localStorage. The
 * signed-in user's id is set once the account loads (src/app.tsx), so list pages need no model for it.
 */
let userId: number | undefined;

export function setListSettingsUser(id: number | undefined): void {
  userId = id;
}

/**
 * The localStorage key of one list's column settings for the signed-in user. Version 2 (issue 31): lists
 * now hide some columns by default, and ProTable had saved every visited list's "all shown" map under
 * the first key, which would have overridden the new defaults for everyone.
 */
export const columnsStateKey = (list: string) => `list-columns:v2:${userId ?? 'anonymous'}:${list}`;

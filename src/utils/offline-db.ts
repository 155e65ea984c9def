import { type IDBPDatabase, openDB } from 'idb';

/**
 * The device's database for the offline app: the teacher's lesson actions waiting to be sent, and the
 * session the service worker sends them with when the app is closed (Background Sync). Opened by pages
 * and by the worker (src/pages/teacher-confirmation/offline/sync-worker.ts) alike.
 */
export const OFFLINE_DATABASE = 'centre-admin-offline';
export const LESSON_ACTIONS_STORE = 'lesson-actions';
const SYNC_SESSION_STORE = 'sync-session';
const SYNC_SESSION_KEY = 'current';

export type SyncSession = { accountId: number; token: string };

let opened: Promise<IDBPDatabase> | undefined;
export function offlineDatabase(): Promise<IDBPDatabase> {
  opened ??= openDB(OFFLINE_DATABASE, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore(LESSON_ACTIONS_STORE, { keyPath: 'key' });
      if (oldVersion < 2) db.createObjectStore(SYNC_SESSION_STORE);
    },
  });
  return opened;
}

/** Kept only while actions wait: the worker needs the session to send them with the app closed. */
export async function rememberSyncSession(session: SyncSession): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await offlineDatabase()).put(SYNC_SESSION_STORE, session, SYNC_SESSION_KEY);
}

export async function syncSession(): Promise<SyncSession | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  return (await (await offlineDatabase()).get(SYNC_SESSION_STORE, SYNC_SESSION_KEY)) as SyncSession | undefined;
}

/** A session that ends (sign-out, another sign-in) leaves nothing the worker could send with. */
export async function forgetSyncSession(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await offlineDatabase()).delete(SYNC_SESSION_STORE, SYNC_SESSION_KEY);
}

import { rememberSyncSession } from '@/utils/offline-db';
import { getAccessToken } from '@/utils/session';
import { LESSON_SYNC_TAG } from './lesson-action-queue';

type SyncManager = { register(tag: string): Promise<void> };

/**
 * Asks the offline app's worker to send the waiting actions once a connection returns, even if the app
 * is closed by then (Background Sync: Chromium browsers). Elsewhere, or with no worker in control (the
 * centre has the offline app off), nothing happens here and the page sends them when it can.
 */
export async function requestBackgroundSync(accountId: number): Promise<boolean> {
  const token = getAccessToken();
  if (!token || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return false;
  const registration = await navigator.serviceWorker.ready;
  const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync;
  if (!sync) return false;
  await rememberSyncSession({ accountId, token });
  await sync.register(LESSON_SYNC_TAG);
  return true;
}

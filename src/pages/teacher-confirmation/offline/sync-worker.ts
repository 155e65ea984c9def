/**
 * Runs inside the offline app's service worker (bundled to dist/lesson-sync.js and imported by the
 * generated worker, .umirc.ts): Background Sync's `sync` event sends the actions waiting on the device,
 * in order and with their keys, even when no page of the app is open. The same queue rules as the page
 * (lesson-action-queue.ts); the page's own sending when it opens or the connection returns stays as the
 * fallback where the browser has no Background Sync. Both may send the same action: its key makes that harmless.
 */
import { forgetSyncSession, syncSession } from '@/utils/offline-db';
import { LESSON_SYNC_TAG, lessonActionHttp, outcomeOfStatus, sendWaitingActions } from './lesson-action-queue';
import { deviceLessonActions } from './lesson-action-store';

// The app's TypeScript knows the page's globals only: the little of the worker's scope used here.
type SyncEvent = Event & { tag: string; waitUntil(work: Promise<unknown>): void };
type WorkerScope = {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  clients: { matchAll(options: { includeUncontrolled: boolean }): Promise<{ postMessage(data: unknown): void }[]> };
};
const worker = self as unknown as WorkerScope;

async function sendWaitingInBackground(): Promise<void> {
  const session = await syncSession();
  if (!session) return;
  const result = await sendWaitingActions(deviceLessonActions, session.accountId, async (action) => {
    const { method, url, body } = lessonActionHttp(action);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${session.token}`,
      'Idempotency-Key': action.key,
    };
    if (body) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined });
    } catch {
      return { result: 'retry' };
    }
    if (response.ok) return { result: 'done' };
    const reason = await response
      .json()
      .then((answer: { errorMessage?: string }) => answer?.errorMessage)
      .catch(() => undefined);
    return outcomeOfStatus(response.status, reason);
  });
  // Open pages reload their lists and say what was sent.
  for (const client of await worker.clients.matchAll({ includeUncontrolled: true })) {
    client.postMessage({ type: LESSON_SYNC_TAG, ...result });
  }
  // Rejecting tells the browser to fire the event again later (with its own back-off).
  if (result.waiting > 0) throw new Error(`${result.waiting} lesson action(s) still waiting`);
  await forgetSyncSession();
}

worker.addEventListener('sync', (event) => {
  if (event.tag === LESSON_SYNC_TAG) event.waitUntil(sendWaitingInBackground());
});

import { message } from 'antd';
import { useEffect, useState } from 'react';
import { signedInAccountId } from '@/utils/session';
import { LESSON_SYNC_TAG, pendingActions, type QueuedLessonAction, sendWaitingActions } from './lesson-action-queue';
import { deviceLessonActions, LESSON_ACTIONS_CHANGED } from './lesson-action-store';
import { sendLessonAction } from './send-lesson-action';

let sending: ReturnType<typeof sendWaitingActions> | undefined;

/**
 * What was sent, said once: the page's own run and the worker's Background Sync run can both report the
 * same reconnection (the key makes a repeated send harmless on the server), so each message has a key and
 * a second report replaces the first instead of stacking beside it.
 */
function tell({ sent, refused }: { sent: number; refused: number }, onSent: () => void) {
  if (sent) {
    message.success({ key: 'lesson-actions-sent', content: `${sent} lesson update(s) made offline were sent.` });
    onSent();
  }
  if (refused) {
    message.warning({
      key: 'lesson-actions-refused',
      content: `${refused} lesson update(s) made offline were not applied: see why above the list.`,
    });
  }
}

/** Sends what waits on the device, one run at a time (a reconnect and a page opening can meet). */
async function sendWaiting(accountId: number, onSent: () => void) {
  if (sending || navigator.onLine === false) return;
  sending = sendWaitingActions(deviceLessonActions, accountId, (action) => sendLessonAction(action, action.key));
  try {
    tell(await sending, onSent);
  } finally {
    sending = undefined;
  }
}

/**
 * The signed-in teacher's confirmations, cancellations and feedback waiting on this device (or refused), kept up
 * to date; they are sent when the page opens with a connection and whenever the connection returns.
 * `onSent` reloads the lists once some went through.
 */
export function usePendingLessonActions(onSent: () => void) {
  const [actions, setActions] = useState<QueuedLessonAction[]>([]);
  const accountId = signedInAccountId() ?? 0;

  useEffect(() => {
    let mounted = true;
    const refresh = () =>
      pendingActions(deviceLessonActions, accountId)
        .then((found) => mounted && setActions(found))
        .catch(() => undefined);
    const onOnline = () => sendWaiting(accountId, onSent).catch(() => undefined);
    // The worker sent some in the background (offline/sync-worker.ts): its changes are not this page's events.
    const onWorkerMessage = (event: MessageEvent) => {
      if (event.data?.type !== LESSON_SYNC_TAG) return;
      refresh();
      tell(event.data, onSent);
    };
    refresh();
    onOnline();
    window.addEventListener(LESSON_ACTIONS_CHANGED, refresh);
    window.addEventListener('online', onOnline);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      mounted = false;
      window.removeEventListener(LESSON_ACTIONS_CHANGED, refresh);
      window.removeEventListener('online', onOnline);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [accountId, onSent]);

  return { actions, dismiss: (key: string) => deviceLessonActions.remove(key) };
}

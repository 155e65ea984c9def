import { message } from 'antd';
import { useEffect, useState } from 'react';
import { signedInAccountId } from '@/utils/session';
import { pendingActions, type QueuedLessonAction, sendWaitingActions } from './lesson-action-queue';
import { deviceLessonActions, LESSON_ACTIONS_CHANGED } from './lesson-action-store';
import { sendLessonAction } from './send-lesson-action';

let sending: ReturnType<typeof sendWaitingActions> | undefined;

/** Sends what waits on the device, one run at a time (a reconnect and a page opening can meet). */
async function sendWaiting(accountId: number, onSent: () => void) {
  if (sending || navigator.onLine === false) return;
  sending = sendWaitingActions(deviceLessonActions, accountId, (action) => sendLessonAction(action, action.key));
  try {
    const { sent, refused } = await sending;
    if (sent) {
      message.success(`${sent} lesson update(s) made offline were sent.`);
      onSent();
    }
    if (refused) message.warning(`${refused} lesson update(s) made offline were not applied: see why above the list.`);
  } finally {
    sending = undefined;
  }
}

/**
 * The signed-in teacher's confirmations and cancellations waiting on this device (or refused), kept up
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
    refresh();
    onOnline();
    window.addEventListener(LESSON_ACTIONS_CHANGED, refresh);
    window.addEventListener('online', onOnline);
    return () => {
      mounted = false;
      window.removeEventListener(LESSON_ACTIONS_CHANGED, refresh);
      window.removeEventListener('online', onOnline);
    };
  }, [accountId, onSent]);

  return { actions, dismiss: (key: string) => deviceLessonActions.remove(key) };
}

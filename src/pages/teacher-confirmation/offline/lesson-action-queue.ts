/**
 * Confirmations, cancellations and feedback a teacher made without a connection wait on the device and are sent,
 * oldest first, when it returns. Each carries the key the device made for it, so the server takes each
 * exactly once however often it is sent (a replay of the request that closed the lesson is answered as done).
 * The storage is passed in (IndexedDB in the app, memory in tests), so the rules here are plain code.
 */

export type LessonActionKind = 'confirm' | 'confirm-unchanged' | 'cancel' | 'feedback';

export type LessonActionRequest =
  | { kind: 'confirm'; lessonId: number; body: API.LessonConfirmationInput }
  | { kind: 'confirm-unchanged'; lessonId: number }
  | { kind: 'cancel'; lessonId: number; body: API.LessonCancellationInput }
  | { kind: 'feedback'; lessonId: number; body: API.ScheduleFeedbackSave };

type QueueFields = {
  /** Made on the device, sent as Idempotency-Key. */
  key: string;
  /** Whose action it is: only that account's session may send it. */
  accountId: number;
  /** What the teacher saw of the lesson, to say which lesson a refusal is about. */
  lessonLabel: string;
};

export type QueuedLessonAction = LessonActionRequest &
  QueueFields & {
    queuedAt: number;
    state: 'waiting' | 'refused';
    /** The server's reason when it refused the action (the lesson changed or was closed meanwhile). */
    reason?: string;
  };

export interface LessonActionStore {
  all(): Promise<QueuedLessonAction[]>;
  put(action: QueuedLessonAction): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What sending one action came to. */
export type SendOutcome =
  | { result: 'done' }
  | { result: 'refused'; reason: string }
  /** No connection, or the server failed: try again later. */
  | { result: 'retry' };

/** The Background Sync tag the page registers and the service worker answers (offline/sync-worker.ts). */
export const LESSON_SYNC_TAG = 'lesson-actions';

/**
 * What a failed send came to, by the answer's HTTP status (undefined: no answer at all). No connection,
 * a server failure or an expired session: it may still go through later. Any other refusal is the
 * server's word on this lesson, kept with its reason.
 */
export function outcomeOfStatus(status: number | undefined, reason: string | undefined): SendOutcome {
  if (status === undefined || status >= 500 || status === 401 || status === 408 || status === 429) {
    return { result: 'retry' };
  }
  return { result: 'refused', reason: reason ?? `Refused (HTTP ${status}).` };
}

/** The API call an action is, for the service worker that sends it with plain fetch (the app closed). */
export function lessonActionHttp(request: LessonActionRequest): { method: string; url: string; body?: object } {
  const lesson = `/api/teacher-confirmations/${request.lessonId}`;
  switch (request.kind) {
    case 'confirm':
      return { method: 'POST', url: `${lesson}/confirm`, body: request.body };
    case 'confirm-unchanged':
      return { method: 'POST', url: `${lesson}/confirm-unchanged` };
    case 'cancel':
      return { method: 'POST', url: `${lesson}/cancel`, body: request.body };
    case 'feedback':
      return { method: 'PUT', url: `/api/schedules/${request.lessonId}/feedback`, body: request.body };
  }
}

export const newActionKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/** Oldest first: a teacher's actions reach the server in the order they were made. */
export async function pendingActions(store: LessonActionStore, accountId: number): Promise<QueuedLessonAction[]> {
  return (await store.all()).filter((action) => action.accountId === accountId).sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function queueAction(
  store: LessonActionStore,
  action: LessonActionRequest & QueueFields,
  now = Date.now(),
): Promise<QueuedLessonAction> {
  const queued: QueuedLessonAction = { ...action, state: 'waiting', queuedAt: now };
  await store.put(queued);
  return queued;
}

/**
 * Sends the account's waiting actions in order. A sent one leaves the queue; a refused one stays,
 * marked with the reason, until the teacher dismisses it; the first that must be retried stops the run
 * (the connection is gone again), so none overtakes an earlier one.
 */
export async function sendWaitingActions(
  store: LessonActionStore,
  accountId: number,
  send: (action: QueuedLessonAction) => Promise<SendOutcome>,
): Promise<{ sent: number; refused: number; waiting: number }> {
  let sent = 0;
  let refused = 0;
  const waiting = (await pendingActions(store, accountId)).filter((action) => action.state === 'waiting');
  for (const [index, action] of waiting.entries()) {
    const outcome = await send(action);
    if (outcome.result === 'retry') return { sent, refused, waiting: waiting.length - index };
    if (outcome.result === 'done') {
      await store.remove(action.key);
      sent += 1;
    } else {
      await store.put({ ...action, state: 'refused', reason: outcome.reason });
      refused += 1;
    }
  }
  return { sent, refused, waiting: 0 };
}

import {
  type LessonActionStore,
  lessonActionHttp,
  outcomeOfStatus,
  pendingActions,
  type QueuedLessonAction,
  queueAction,
  type SendOutcome,
  sendWaitingActions,
} from './lesson-action-queue';

function memoryStore(): LessonActionStore & { rows: Map<string, QueuedLessonAction> } {
  const rows = new Map<string, QueuedLessonAction>();
  return {
    rows,
    all: async () => [...rows.values()],
    put: async (action) => {
      rows.set(action.key, action);
    },
    remove: async (key) => {
      rows.delete(key);
    },
  };
}

const confirmUnchanged = (key: string, lessonId: number, accountId = 7) => ({
  kind: 'confirm-unchanged' as const,
  key,
  lessonId,
  accountId,
  lessonLabel: `Lesson ${lessonId}`,
});

describe('the offline queue of lesson actions', () => {
  it('sends waiting actions oldest first and forgets the ones the server took', async () => {
    const store = memoryStore();
    await queueAction(store, confirmUnchanged('b', 2), 2_000);
    await queueAction(store, confirmUnchanged('a', 1), 1_000);
    const sentKeys: string[] = [];
    const result = await sendWaitingActions(store, 7, async (action) => {
      sentKeys.push(action.key);
      return { result: 'done' };
    });
    expect(sentKeys).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(store.rows.size).toBe(0);
  });

  it('stops at the first that must be retried, so none overtakes it, and keeps the rest waiting', async () => {
    const store = memoryStore();
    await queueAction(store, confirmUnchanged('a', 1), 1);
    await queueAction(store, confirmUnchanged('b', 2), 2);
    await queueAction(store, confirmUnchanged('c', 3), 3);
    const outcomes: SendOutcome[] = [{ result: 'done' }, { result: 'retry' }];
    const sentKeys: string[] = [];
    const result = await sendWaitingActions(store, 7, async (action) => {
      sentKeys.push(action.key);
      return outcomes.shift() ?? { result: 'done' };
    });
    expect(sentKeys).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 1, refused: 0, waiting: 2 });
    expect((await pendingActions(store, 7)).map((a) => [a.key, a.state])).toEqual([
      ['b', 'waiting'],
      ['c', 'waiting'],
    ]);
  });

  it('keeps a refused action with the reason and does not send it again', async () => {
    const store = memoryStore();
    await queueAction(store, confirmUnchanged('a', 1), 1);
    await sendWaitingActions(store, 7, async () => ({
      result: 'refused',
      reason: 'This lesson has already been cancelled.',
    }));
    const [kept] = await pendingActions(store, 7);
    expect(kept).toMatchObject({ key: 'a', state: 'refused', reason: 'This lesson has already been cancelled.' });
    const send = jest.fn(async (): Promise<SendOutcome> => ({ result: 'done' }));
    expect(await sendWaitingActions(store, 7, send)).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(send).not.toHaveBeenCalled();
  });

  it("never sends another account's actions", async () => {
    const store = memoryStore();
    await queueAction(store, confirmUnchanged('mine', 1, 7), 1);
    await queueAction(store, confirmUnchanged('theirs', 2, 8), 2);
    const sentKeys: string[] = [];
    await sendWaitingActions(store, 7, async (action) => {
      sentKeys.push(action.key);
      return { result: 'done' };
    });
    expect(sentKeys).toEqual(['mine']);
    expect([...store.rows.keys()]).toEqual(['theirs']);
  });
});

describe('what the service worker sends and makes of the answer', () => {
  it('names the API call of each kind, feedback among them', () => {
    expect(lessonActionHttp({ kind: 'confirm-unchanged', lessonId: 5 })).toEqual({
      method: 'POST',
      url: '/api/teacher-confirmations/5/confirm-unchanged',
    });
    expect(lessonActionHttp({ kind: 'cancel', lessonId: 5, body: { reason: 'Ill' } })).toEqual({
      method: 'POST',
      url: '/api/teacher-confirmations/5/cancel',
      body: { reason: 'Ill' },
    });
    const feedback = { classFeedback: 'Good', students: [], submit: true };
    expect(lessonActionHttp({ kind: 'feedback', lessonId: 9, body: feedback })).toEqual({
      method: 'PUT',
      url: '/api/schedules/9/feedback',
      body: feedback,
    });
  });

  it('retries without an answer, on server failures and an expired session; keeps a refusal with its reason', () => {
    for (const status of [undefined, 500, 503, 401, 408, 429]) {
      expect(outcomeOfStatus(status, 'ignored')).toEqual({ result: 'retry' });
    }
    expect(outcomeOfStatus(409, 'This lesson has already been cancelled.')).toEqual({
      result: 'refused',
      reason: 'This lesson has already been cancelled.',
    });
    expect(outcomeOfStatus(422, undefined)).toEqual({ result: 'refused', reason: 'Refused (HTTP 422).' });
  });
});

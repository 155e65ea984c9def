import { LESSON_ACTIONS_STORE, offlineDatabase } from '@/utils/offline-db';
import type { LessonActionStore, QueuedLessonAction } from './lesson-action-queue';

/** Pages listening for changes (the list's "waiting to send" tags) are told through this event. */
export const LESSON_ACTIONS_CHANGED = 'lesson-actions-changed';

// The service worker uses this store too, where there is no window to tell.
const changed = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LESSON_ACTIONS_CHANGED));
};

/** The device's queue of lesson actions, in IndexedDB (kept across reloads and app restarts). */
export const deviceLessonActions: LessonActionStore = {
  async all() {
    if (typeof indexedDB === 'undefined') return [];
    return (await (await offlineDatabase()).getAll(LESSON_ACTIONS_STORE)) as QueuedLessonAction[];
  },
  async put(action) {
    await (await offlineDatabase()).put(LESSON_ACTIONS_STORE, action);
    changed();
  },
  async remove(key) {
    await (await offlineDatabase()).delete(LESSON_ACTIONS_STORE, key);
    changed();
  },
};

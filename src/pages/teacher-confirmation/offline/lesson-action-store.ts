import { type IDBPDatabase, openDB } from 'idb';
import type { LessonActionStore, QueuedLessonAction } from './lesson-action-queue';

const DATABASE = 'centre-admin-offline';
const STORE = 'lesson-actions';
/** Pages listening for changes (the list's "waiting to send" tags) are told through this event. */
export const LESSON_ACTIONS_CHANGED = 'lesson-actions-changed';

let opened: Promise<IDBPDatabase> | undefined;
const database = () => {
  opened ??= openDB(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'key' });
    },
  });
  return opened;
};

const changed = () => window.dispatchEvent(new Event(LESSON_ACTIONS_CHANGED));

/** The device's queue of lesson actions, in IndexedDB (kept across reloads and app restarts). */
export const deviceLessonActions: LessonActionStore = {
  async all() {
    if (typeof indexedDB === 'undefined') return [];
    return (await (await database()).getAll(STORE)) as QueuedLessonAction[];
  },
  async put(action) {
    await (await database()).put(STORE, action);
    changed();
  },
  async remove(key) {
    await (await database()).delete(STORE, key);
    changed();
  },
};

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Listen, NotificationHandlers } from '../../src/db/notifications';
import { NotifiedCache, type NotifiedCacheOptions } from '../../src/lib/notified-cache';

/** A listener the test drives: `notify()` is a committed change, `setListening()` the connection. */
function fakeListen() {
  let handlers: NotificationHandlers | undefined;
  const listen: Listen = async (_channel, given) => {
    handlers = given;
    given.onListeningChange(true);
    return { close: async () => given.onListeningChange(false) };
  };
  return {
    listen,
    notify: () => handlers?.onNotify(),
    setListening: (listening: boolean) => handlers?.onListeningChange(listening),
  };
}

/** Values are texts, sized by their length. */
const textCache = (options: Partial<NotifiedCacheOptions<string>> = {}) =>
  new NotifiedCache<string>({
    channel: 'changes',
    sizeOf: (text) => text.length,
    maxSize: 1000,
    maxEntrySize: 500,
    maxAgeMs: 60_000,
    ...options,
  });

async function startedCache(options: Partial<NotifiedCacheOptions<string>> = {}) {
  const clock = { now: 0 };
  const cache = textCache({
    now: () => clock.now,
    ...options,
  });
  const feed = fakeListen();
  await cache.start(feed.listen);
  let loads = 0;
  /** Reads `key`; the loader answers "<key>#<number of loads so far>". */
  const read = (key: string, text?: string) =>
    cache.read(key, async () => {
      loads += 1;
      return text ?? `${key}#${loads}`;
    });
  return { cache, feed, clock, read, loads: () => loads };
}

test('a second read of the same key is answered from memory; another key is loaded', async () => {
  const { read, loads } = await startedCache();
  assert.equal(await read('week'), 'week#1');
  assert.equal(await read('week'), 'week#1');
  assert.equal(await read('month'), 'month#2');
  assert.equal(loads(), 2);
});

test('a notification forgets every answer', async () => {
  const { read, feed } = await startedCache();
  await read('week');
  await read('month');
  feed.notify();
  assert.equal(await read('week'), 'week#3');
  assert.equal(await read('month'), 'month#4');
});

test('an answer loaded while a change arrived is returned but not kept', async () => {
  const { cache, feed, read } = await startedCache();
  const stale = await cache.read('week', async () => {
    feed.notify();
    return 'read before the change committed';
  });
  assert.equal(stale, 'read before the change committed');
  assert.equal(await read('week'), 'week#1');
  assert.equal(await read('week'), 'week#1');
});

test('invalidate() forgets at once, without a notification', async () => {
  const { cache, read } = await startedCache();
  await read('week');
  cache.invalidate();
  assert.equal(await read('week'), 'week#2');
});

test('nothing is answered from memory while not listening, nor kept from before a reconnection', async () => {
  const { feed, read } = await startedCache();
  await read('week');
  feed.setListening(false);
  assert.equal(await read('week'), 'week#2');
  assert.equal(await read('week'), 'week#3');
  feed.setListening(true);
  assert.equal(await read('week'), 'week#4');
  assert.equal(await read('week'), 'week#4');
});

test('before start() and after stop() every read is loaded', async () => {
  const cache = textCache();
  let loads = 0;
  const read = () => cache.read('week', async () => `week#${++loads}`);
  assert.equal(await read(), 'week#1');
  assert.equal(await read(), 'week#2');
  await cache.start(fakeListen().listen);
  assert.equal(await read(), 'week#3');
  assert.equal(await read(), 'week#3');
  await cache.stop();
  assert.equal(await read(), 'week#4');
});

test('answers expire after maxAgeMs', async () => {
  const { clock, read } = await startedCache({ maxAgeMs: 1000 });
  await read('week');
  clock.now = 999;
  assert.equal(await read('week'), 'week#1');
  clock.now = 1000;
  assert.equal(await read('week'), 'week#2');
});

test('over maxSize the least recently used answers go first; oversized answers are not kept', async () => {
  const { read, loads } = await startedCache({ maxSize: 300, maxEntrySize: 150 });
  const hundred = 'x'.repeat(100);
  await read('a', hundred);
  await read('b', hundred);
  await read('c', hundred);
  await read('a', hundred); // a is now the most recently used: b is the oldest
  await read('d', hundred); // 400 bytes would be too many: b goes
  assert.equal(loads(), 4);
  await read('a', hundred);
  await read('c', hundred);
  await read('d', hundred);
  assert.equal(loads(), 4, 'a, c and d are still kept');
  await read('b', hundred);
  assert.equal(loads(), 5, 'b was pushed out');
  await read('huge', 'y'.repeat(151));
  await read('huge', 'y'.repeat(151));
  assert.equal(loads(), 7, 'a value over maxEntrySize is loaded every time');
});

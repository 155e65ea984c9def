import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import type { Listen } from '../../src/db/notifications';
import { registerNotifiedCaches } from '../../src/plugins/notified-caches';

/** A cache that only counts how often it was emptied (the plugin needs start, stop and invalidate). */
const countingCache = () => {
  const cache = { cleared: 0, start: async () => {}, stop: async () => {}, invalidate: () => void cache.cleared++ };
  return cache;
};
const listen = (async () => ({ stop: async () => {} })) as unknown as Listen;

async function appWith() {
  const caches = { lessons: countingCache(), accounts: countingCache() };
  const app = Fastify();
  await registerNotifiedCaches(app, listen, caches, { clearedByEveryWrite: ['lessons'] });
  app.get('/read', async () => 'ok');
  app.post('/write', async () => 'ok');
  app.get('/activate', { config: { invalidates: ['accounts'] } }, async () => 'ok');
  app.post('/staff', { config: { invalidates: ['accounts'] } }, async () => 'ok');
  await app.ready();
  return { app, caches };
}

describe('notified caches plugin', () => {
  test('every write clears the every-write caches; only declaring routes clear the others, whatever the method', async () => {
    const { app, caches } = await appWith();
    await app.inject({ method: 'GET', url: '/read' });
    assert.deepEqual([caches.lessons.cleared, caches.accounts.cleared], [0, 0]);
    await app.inject({ method: 'POST', url: '/write' });
    assert.deepEqual([caches.lessons.cleared, caches.accounts.cleared], [1, 0]);
    await app.inject({ method: 'GET', url: '/activate' });
    assert.deepEqual([caches.lessons.cleared, caches.accounts.cleared], [1, 1]);
    await app.inject({ method: 'POST', url: '/staff' });
    assert.deepEqual([caches.lessons.cleared, caches.accounts.cleared], [2, 2]);
    await app.close();
  });

  test('a route naming an unknown cache stops the app from starting', async () => {
    const app = Fastify();
    await registerNotifiedCaches(app, listen, { lessons: countingCache() }, { clearedByEveryWrite: ['lessons'] });
    assert.throws(
      () => app.post('/typo', { config: { invalidates: ['acounts'] } }, async () => 'ok'),
      /POST \/typo names an unknown cache "acounts"/,
    );
    await app.close();
  });
});

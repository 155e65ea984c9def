import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Listen } from '../db/notifications';
import type { NotifiedCache } from '../lib/notified-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The caches (by their name in app.ts) this route's data changes beyond the ones every write clears,
     * e.g. `['accounts']` on the routes that change who may sign in. Cleared after the route answers,
     * whatever its method (activation is a GET). An unknown name stops the server from starting.
     */
    invalidates?: readonly string[];
  }
}

/** What this plugin needs of a NotifiedCache, whatever it holds. */
export type NotifiedCaches = Record<string, Pick<NotifiedCache<never>, 'start' | 'stop' | 'invalidate'>>;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Starts the caches' notification listeners (stopped when the app closes). The app makes the caches
 * (they belong to their modules) and says which ones every write clears; a route names any other cache
 * it changes in `config.invalidates`. A request of this process that may have changed a cache's data
 * empties that cache before its response leaves, so whoever wrote reads their change back at once even if
 * the database's notification is still on its way. Other processes, and any route that forgets to
 * declare, are covered by the notification a moment later.
 */
export async function registerNotifiedCaches(
  app: FastifyInstance,
  listen: Listen,
  caches: NotifiedCaches,
  options: { clearedByEveryWrite: readonly string[] },
): Promise<void> {
  const named = (name: string, where: string) => {
    const cache = caches[name];
    if (!cache) throw new Error(`${where} names an unknown cache "${name}" (known: ${Object.keys(caches).join(', ')})`);
    return cache;
  };
  const everyWrite = options.clearedByEveryWrite.map((name) => named(name, 'clearedByEveryWrite'));
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const name of route.config?.invalidates ?? []) named(name, `${route.method} ${route.url}`);
  });

  const all = Object.values(caches);
  for (const cache of all) await cache.start(listen);
  app.addHook('onClose', async () => {
    for (const cache of all) await cache.stop();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_METHODS.has(request.method)) for (const cache of everyWrite) cache.invalidate();
    for (const name of request.routeOptions.config?.invalidates ?? []) caches[name]?.invalidate();
    return payload;
  });
}

import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { type Role, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { CurrentUser } from '../lib/current-user';
import { NotifiedCache } from '../lib/notified-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: roles, or 'public'. A route without it refuses to register. */
    roles?: readonly Role[] | 'public';
  }
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

/**
 * Deny by default: every API route must say who may call it, or the server does not start.
 * Authentication runs on `onRequest`, before the body is parsed, so an anonymous or unauthorised
 * caller learns nothing from validation errors.
 */
export function registerAuth(api: FastifyInstance, accounts: AccountCache): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.roles) {
      throw new Error(`${route.method} ${route.url} declares no roles: add config.roles (or 'public')`);
    }
  });

  api.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.roles;
    request.currentUser = await userFromToken(api, accounts, request);
    if (roles === 'public') return;
    if (!roles) throw new AppError('notfound');
    if (!request.currentUser) throw new AppError('unauthenticated');
    if (!roles.includes(request.currentUser.role)) throw new AppError('forbidden');
  });
}

async function userFromToken(
  api: FastifyInstance,
  accounts: AccountCache,
  request: FastifyRequest,
): Promise<CurrentUser | undefined> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const claims = await api.tokens.verify(header.slice(7));
  if (!claims) return undefined;
  // The account as it is now, not as it was when the token was issued: deactivation, deletion or a
  // password change takes effect at once. Cached until any account changes (plugins/notified-caches.ts;
  // the routes that change accounts declare `invalidates: ['accounts']`).
  const account = await accounts.read(String(claims.userId), () => activeAccount(api.db, claims.userId));
  if (!account || account.tokenVersion !== claims.tokenVersion) return undefined;
  return { id: account.id, login: account.login, role: account.role };
}

export type ActiveAccount = CurrentUser & { tokenVersion: number };

/** Signed-in accounts by user id (null: none active), read by every authenticated request. */
export type AccountCache = NotifiedCache<ActiveAccount | null>;

export const createAccountCache = (): AccountCache =>
  new NotifiedCache({
    channel: 'accounts_changed',
    sizeOf: () => 1,
    maxSize: 10_000,
    maxEntrySize: 1,
    maxAgeMs: 5 * 60_000,
  });

/** The account behind a token, if it is still activated and not deleted. */
async function activeAccount(db: Database, userId: number): Promise<ActiveAccount | null> {
  const [account] = await db
    .select({ id: users.id, login: users.login, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.activated, true), isNull(users.deletedAt)));
  return account ?? null;
}

/** For handlers of routes that are not public: the hook above guarantees the user is there. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError('unauthenticated');
  return request.currentUser;
}

import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { type Role, users } from '../db/schema';
import { AppError } from '../lib/app-error';

export type CurrentUser = { id: number; login: string; role: Role };

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
export function registerAuth(api: FastifyInstance): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.roles) {
      throw new Error(`${route.method} ${route.url} declares no roles: add config.roles (or 'public')`);
    }
  });

  api.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.roles;
    request.currentUser = await userFromToken(api, request);
    if (roles === 'public') return;
    if (!roles) throw new AppError('notfound');
    if (!request.currentUser) throw new AppError('unauthenticated');
    if (!roles.includes(request.currentUser.role)) throw new AppError('forbidden');
  });
}

async function userFromToken(api: FastifyInstance, request: FastifyRequest): Promise<CurrentUser | undefined> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const claims = await api.tokens.verify(header.slice(7));
  if (!claims) return undefined;
  // Read the account on every call: deactivation, deletion or a password change takes effect at once.
  const [user] = await api.db
    .select({ id: users.id, login: users.login, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.id, claims.userId), eq(users.activated, true), isNull(users.deletedAt)));
  if (!user || user.tokenVersion !== claims.tokenVersion) return undefined;
  return { id: user.id, login: user.login, role: user.role };
}

/** For handlers of routes that are not public: the hook above guarantees the user is there. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError('unauthenticated');
  return request.currentUser;
}

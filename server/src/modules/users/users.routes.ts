import { asc, count, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, users } from '../../db/schema';
import { pageOf, pageQuery } from '../../lib/paging';
import { listResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { displayName } from './user-accounts';

const userSummary = z.object({
  id: z.number().int().describe('User id'),
  login: z.string().describe('Sign-in name'),
  name: z.string().describe('Display name'),
  role: z.enum(ROLES).describe('Role'),
  activated: z.boolean().describe('Whether the account can sign in'),
});

/** Spec §7 `GET /users`: every account, for pickers that need a person of any role. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { roles: CENTRE_STAFF },
      schema: {
        operationId: 'listUsers',
        summary: 'All sign-in accounts (staff, teachers, system users), paged',
        tags: ['users'],
        querystring: pageQuery.strict(),
        response: { 200: listResponse(userSummary) },
      },
    },
    async (request) => {
      const live = isNull(users.deletedAt);
      return pageOf(
        request.query,
        (limit, offset) =>
          app.db.select().from(users).where(live).orderBy(asc(users.login)).limit(limit).offset(offset),
        app.db.select({ total: count() }).from(users).where(live),
        (row) => ({ id: row.id, login: row.login, name: displayName(row), role: row.role, activated: row.activated }),
      );
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../db/schema';
import { pageQuery } from '../../lib/paging';
import { listResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { listUsers } from './users.service';

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
    async (request) => listUsers(app.db, request.query),
  );
};

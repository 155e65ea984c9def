import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse } from '../../lib/responses';
import { ADMIN_AND_SYSTEM, SYSTEM_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { creditBody, creditEntry, creditListQuery } from './billing.schemas';
import { changeCredit, listCreditEntries } from './credit.service';

const tags = ['billing'];

/** The centre's credit with the vendor: its history, and system users' changes. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/credit-entries',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'listCreditEntries',
        summary: 'Credit balance history, newest first',
        tags,
        querystring: creditListQuery,
        response: { 200: listResponse(creditEntry) },
      },
    },
    async (request) => listCreditEntries(app.db, request.query),
  );

  app.post(
    '/billing/credit-entries',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'changeCredit',
        summary: 'Add, set (ADJUST) or subtract credit (system users)',
        tags,
        body: creditBody,
        response: { 201: creditEntry },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changeCredit(app.db, request.body, currentUserOf(request).id)),
  );
};

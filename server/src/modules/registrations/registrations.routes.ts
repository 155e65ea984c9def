import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, OK, okResponse } from '../../lib/responses';
import { ADMIN_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { approveRegistration, refuseRegistration } from './registrations.service';

const tags = ['registrations'];

/** Administrators approve or refuse self-registered teacher accounts, from the notice or the Teachers list. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ADMIN_ONLY };
  const ctx = (request: FastifyRequest) => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    actor: currentUserOf(request),
  });

  app.post(
    '/registrations/:id/approve',
    {
      config,
      schema: {
        operationId: 'approveRegistration',
        summary: 'Approve a self-registered account (by user id): it can sign in as a teacher',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await approveRegistration(ctx(request), request.params.id);
      return OK;
    },
  );

  app.post(
    '/registrations/:id/refuse',
    {
      config,
      schema: {
        operationId: 'refuseRegistration',
        summary: 'Refuse a self-registered account (by user id): it is deleted and its owner told',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await refuseRegistration(ctx(request), request.params.id);
      return OK;
    },
  );
};

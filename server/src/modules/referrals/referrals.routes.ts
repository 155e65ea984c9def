import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { referral, referralBody, referralListQuery } from './referrals.schemas';
import { createReferral, getReferral, listReferrals, updateReferral } from './referrals.service';

const tags = ['referrals'];

/** The "Enquiry Form" screen. The students a referral brought are listed by GET /api/students?referralId=. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/referrals',
    {
      config,
      schema: {
        operationId: 'listReferrals',
        summary: 'Referrals (enquiries), paged, sorted and searched, each with its number of students',
        tags,
        querystring: referralListQuery,
        response: { 200: listResponse(referral) },
      },
    },
    async (request) => listReferrals(app.db, request.query),
  );

  app.get(
    '/referrals/:id',
    {
      config,
      schema: {
        operationId: 'getReferral',
        summary: 'One referral',
        tags,
        params: idParams,
        response: { 200: referral },
      },
    },
    async (request) => getReferral(app.db, request.params.id),
  );

  app.post(
    '/referrals',
    {
      config,
      schema: {
        operationId: 'createReferral',
        summary: 'Record a referral (the referrer is required)',
        tags,
        body: referralBody,
        response: { 201: referral },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReferral(app.db, request.body, currentUserOf(request))),
  );

  app.put(
    '/referrals/:id',
    {
      config,
      schema: {
        operationId: 'updateReferral',
        summary: 'Edit a referral',
        tags,
        params: idParams,
        body: referralBody,
        response: { 200: referral },
      },
    },
    async (request) => updateReferral(app.db, request.params.id, request.body, currentUserOf(request)),
  );
};

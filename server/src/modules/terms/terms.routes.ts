import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse, OK, okResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { term, termBody, termListQuery } from './terms.schemas';
import { createTerm, deleteTerm, getTerm, listTerms, updateTerm } from './terms.service';

const tags = ['terms'];

export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/terms',
    {
      config,
      schema: {
        operationId: 'listTerms',
        summary: 'Terms, paged, sorted and filtered',
        tags,
        querystring: termListQuery,
        response: { 200: listResponse(term) },
      },
    },
    async (request) => listTerms(app.db, request.query),
  );

  app.get(
    '/terms/:id',
    {
      config,
      schema: {
        operationId: 'getTerm',
        summary: 'One term',
        tags,
        params: idParams,
        response: { 200: term },
      },
    },
    async (request) => getTerm(app.db, request.params.id),
  );

  app.post(
    '/terms',
    {
      config,
      schema: {
        operationId: 'createTerm',
        summary: 'Create a term',
        tags,
        body: termBody,
        response: { 201: term },
      },
    },
    async (request, reply) => reply.status(201).send(await createTerm(app.db, request.body, currentUserOf(request))),
  );

  app.put(
    '/terms/:id',
    {
      config,
      schema: {
        operationId: 'updateTerm',
        summary: 'Edit a term',
        tags,
        params: idParams,
        body: termBody,
        response: { 200: term },
      },
    },
    async (request) => updateTerm(app.db, request.params.id, request.body, currentUserOf(request)),
  );

  app.delete(
    '/terms/:id',
    {
      config,
      schema: {
        operationId: 'deleteTerm',
        summary: 'Delete a term that has no registers',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await deleteTerm(app.db, request.params.id, currentUserOf(request));
      return OK;
    },
  );
};

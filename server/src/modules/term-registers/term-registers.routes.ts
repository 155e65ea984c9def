import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse, OK, okResponse } from '../../lib/responses';
import { ADMIN_ONLY, CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getTermRegister, listTermRegisters, markTermRegisterPaid, unpayTermRegister } from './index';
import {
  createTermRegisterBody,
  payTermRegisterBody,
  termRegister,
  termRegisterListQuery,
  unpayTermRegisterBody,
  updateTermRegisterBody,
} from './term-registers.schemas';
import { createTermRegister, deleteTermRegister, updateTermRegister } from './term-registers.service';

const tags = ['term-registers'];

export const termRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/term-registers',
    {
      config,
      schema: {
        operationId: 'listTermRegisters',
        summary: 'Term registers, paged, sorted and filtered',
        tags,
        querystring: termRegisterListQuery,
        response: { 200: listResponse(termRegister) },
      },
    },
    async (request) => listTermRegisters(app.db, request.query),
  );

  app.get(
    '/term-registers/:id',
    {
      config,
      schema: {
        operationId: 'getTermRegister',
        summary: 'One term register',
        tags,
        params: idParams,
        response: { 200: termRegister },
      },
    },
    async (request) => getTermRegister(app.db, request.params.id),
  );

  app.post(
    '/term-registers',
    {
      config,
      schema: {
        operationId: 'createTermRegister',
        summary: 'Register a student in a term (paid with VOUCHER: the price is charged now)',
        tags,
        body: createTermRegisterBody,
        response: { 201: termRegister },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTermRegister(app.db, currentUserOf(request), request.body)),
  );

  app.put(
    '/term-registers/:id',
    {
      config,
      schema: {
        operationId: 'updateTermRegister',
        summary: 'Edit a term register (once paid, only its comments)',
        tags,
        params: idParams,
        body: updateTermRegisterBody,
        response: { 200: termRegister },
      },
    },
    async (request) => updateTermRegister(app.db, request.params.id, request.body),
  );

  app.post(
    '/term-registers/:id/pay',
    {
      config,
      schema: {
        operationId: 'markTermRegisterPaid',
        summary: 'Mark a term register paid (with VOUCHER: charge the price to the balance)',
        tags,
        params: idParams,
        body: payTermRegisterBody,
        response: { 200: termRegister },
      },
    },
    async (request) => markTermRegisterPaid(app.db, currentUserOf(request), request.params.id, request.body),
  );

  app.post(
    '/term-registers/:id/unpay',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'unpayTermRegister',
        summary: 'Undo a payment (administrators): a voucher charge is reversed in the ledger',
        tags,
        params: idParams,
        body: unpayTermRegisterBody,
        response: { 200: termRegister },
      },
    },
    async (request) => unpayTermRegister(app.db, currentUserOf(request), request.params.id, request.body),
  );

  app.delete(
    '/term-registers/:id',
    {
      config,
      schema: {
        operationId: 'deleteTermRegister',
        summary: 'Delete an unpaid term register',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await deleteTermRegister(app.db, request.params.id);
      return OK;
    },
  );
};

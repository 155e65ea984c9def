import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse, OK, okResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { createStaffBody, staffListQuery, staffMember, updateStaffBody } from './staff.schemas';
import { createStaff, deleteStaff, getStaff, listStaff, toStaffMember, updateStaff } from './staff.service';

const tags = ['staff'];

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/staff',
    {
      config,
      schema: {
        operationId: 'listStaff',
        summary: 'Staff accounts, paged, sorted and filtered',
        tags,
        querystring: staffListQuery,
        response: { 200: listResponse(staffMember) },
      },
    },
    async (request) => listStaff(app.db, request.query),
  );

  app.get(
    '/staff/:id',
    {
      config,
      schema: {
        operationId: 'getStaff',
        summary: 'One staff account',
        tags,
        params: idParams,
        response: { 200: staffMember },
      },
    },
    async (request) => toStaffMember(await getStaff(app.db, request.params.id)),
  );

  app.post(
    '/staff',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'createStaff',
        summary: 'Create a staff account',
        tags,
        body: createStaffBody,
        response: { 201: staffMember },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaff(app.db, currentUserOf(request), request.body)),
  );

  app.put(
    '/staff/:id',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'updateStaff',
        summary: 'Edit a staff account',
        tags,
        params: idParams,
        body: updateStaffBody,
        response: { 200: staffMember },
      },
    },
    async (request) => updateStaff(app.db, currentUserOf(request), request.params.id, request.body),
  );

  app.delete(
    '/staff/:id',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'deleteStaff',
        summary: 'Delete a staff account (it can no longer sign in; its history stays)',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await deleteStaff(app.db, currentUserOf(request), request.params.id);
      return OK;
    },
  );
};

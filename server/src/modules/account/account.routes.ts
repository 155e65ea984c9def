import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_OR_FAMILY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { tokenResponse } from '../auth';
import { accountResponse, changePasswordBody, updateAccountBody } from './account.schemas';
import { changePassword, getAccount, updateAccount } from './account.service';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Families use the same account calls (the sign-in page reads GET /account; the portal's profile the rest).
  const config = { roles: STAFF_OR_FAMILY };

  app.get(
    '/account',
    {
      config,
      schema: {
        operationId: 'getAccount',
        summary: 'The signed-in user and their authorities',
        tags,
        response: { 200: accountResponse },
      },
    },
    async (request) => getAccount(app.db, currentUserOf(request).id),
  );

  app.post(
    '/account',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'updateAccount',
        summary: 'Change own name, e-mail and phone',
        tags,
        body: updateAccountBody,
        response: { 200: accountResponse },
      },
    },
    async (request) => updateAccount(app.db, currentUserOf(request).id, request.body),
  );

  app.post(
    '/account/change-password',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'changePassword',
        summary: 'Change own password; other sessions end and a fresh token is returned',
        tags,
        body: changePasswordBody,
        response: { 200: tokenResponse },
      },
    },
    async (request) => ({
      id_token: await changePassword({ db: app.db, tokens: app.tokens }, currentUserOf(request).id, request.body),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, OK, okResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import {
  activationBody,
  activationResult,
  familyAccountList,
  familyInvitationBody,
  familyInvitationResult,
  unlinkParams,
} from './family-accounts.schemas';
import {
  acceptInvitation,
  inviteFamily,
  listFamilyAccounts,
  resendInvitation,
  revokeInvitation,
  unlinkFamily,
} from './family-accounts.service';

const tags = ['family-accounts'];

/** Staff's side of family accounts (from the student dashboard) and the invitation link's activation. */
export const familyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };
  const mailContext = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });

  app.get(
    '/students/:id/family-accounts',
    {
      config,
      schema: {
        operationId: 'listFamilyAccounts',
        summary: 'The family accounts linked to a student, with any open invitation',
        tags,
        params: idParams,
        response: { 200: familyAccountList },
      },
    },
    async (request) => ({ success: true as const, data: await listFamilyAccounts(app.db, request.params.id) }),
  );

  app.post(
    '/students/:id/family-invitations',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'inviteFamily',
        summary: 'Invite a family (or the student) to the portal by e-mail, or link an existing family account',
        tags,
        params: idParams,
        body: familyInvitationBody,
        response: { 201: familyInvitationResult },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteFamily(mailContext(), currentUserOf(request), request.params.id, request.body)),
  );

  app.post(
    '/family-invitations/:id/resend',
    {
      config,
      schema: {
        operationId: 'resendFamilyInvitation',
        summary: 'Send an open invitation again with a fresh link (the old link stops working)',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await resendInvitation(mailContext(), currentUserOf(request), request.params.id);
      return OK;
    },
  );

  app.post(
    '/family-invitations/:id/revoke',
    {
      config,
      schema: {
        operationId: 'revokeFamilyInvitation',
        summary: 'Revoke an open invitation: its link stops working',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await revokeInvitation(app.db, currentUserOf(request), request.params.id);
      return OK;
    },
  );

  app.delete(
    '/students/:id/family-accounts/:userId',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'unlinkFamilyAccount',
        summary: 'Remove a family account’s access to the student (an account left with none is deactivated)',
        tags,
        params: unlinkParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await unlinkFamily(app.db, currentUserOf(request), request.params.id, request.params.userId);
      return OK;
    },
  );

  app.post(
    '/portal/activate',
    {
      config: { roles: 'public', invalidates: ['accounts'] },
      schema: {
        operationId: 'activateFamilyAccount',
        summary: 'Accept a family invitation: choose a password and sign in',
        tags,
        body: activationBody,
        response: { 200: activationResult },
      },
    },
    async (request) => {
      const account = await acceptInvitation(app.db, request.body);
      const id_token = await app.tokens.sign(
        { userId: account.id, role: account.role, tokenVersion: account.tokenVersion },
        { rememberMe: false },
      );
      return { id_token, login: account.login };
    },
  );
};

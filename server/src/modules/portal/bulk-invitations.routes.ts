import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { bulkInvitationBody, bulkInvitationResult } from './bulk-invitations.schemas';
import { bulkInviteFamilies } from './bulk-invitations.service';

/** Staff invite the selected students' families from the students list (each student's own e-mail). */
export const bulkInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/family-invitations/bulk',
    {
      config: { roles: CENTRE_STAFF, invalidates: ['accounts'] },
      schema: {
        operationId: 'inviteFamiliesInBulk',
        summary: 'Invite each selected student’s e-mail to the family portal; says who was invited, linked or skipped',
        tags: ['family-accounts'],
        body: bulkInvitationBody,
        response: { 200: bulkInvitationResult },
      },
    },
    async (request) =>
      bulkInviteFamilies(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        currentUserOf(request),
        request.body.studentIds,
      ),
  );
};

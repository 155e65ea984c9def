import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/responses';
import { CENTRE_STAFF, FAMILY_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { wakeEventMails } from '../messaging';
import { cancelFamilyLesson } from './cancellations.service';
import {
  cancelLessonBody,
  cancelLessonResult,
  moveRequestAnswerBody,
  moveRequestBody,
  moveRequestList,
  moveRequestQuery,
  moveRequestResult,
} from './move-requests.schemas';
import { answerMoveRequest, familyMoveRequests, requestLessonMove, staffMoveRequests } from './move-requests.service';

/**
 * A family manages its lessons under the centre's policy (issue 33): cancel a student's place, ask for
 * a move; and staff's side of the move requests (the dashboard's list and its answers).
 */
export const portalLessonManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = { roles: FAMILY_ONLY };
  const staff = { roles: CENTRE_STAFF };

  app.post(
    '/portal/lessons/:id/cancel',
    {
      config: family,
      schema: {
        operationId: 'cancelPortalLesson',
        summary: 'Cancel a linked student’s place on an upcoming lesson, under the centre’s cancellation policy',
        tags: ['portal'],
        params: idParams,
        body: cancelLessonBody,
        response: { 200: cancelLessonResult },
      },
    },
    async (request) => {
      const data = await cancelFamilyLesson(app.db, currentUserOf(request), request.params.id, request.body.studentId);
      await wakeEventMails(app.jobs, request.log);
      return { success: true as const, data };
    },
  );

  app.post(
    '/portal/lessons/:id/move-requests',
    {
      config: family,
      schema: {
        operationId: 'requestPortalLessonMove',
        summary: 'Ask the centre to move a linked student’s upcoming lesson (a message and preferred times)',
        tags: ['portal'],
        params: idParams,
        body: moveRequestBody,
        response: { 201: moveRequestResult },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestLessonMove(app.db, currentUserOf(request), request.params.id, request.body)),
  );

  app.get(
    '/portal/move-requests',
    {
      config: family,
      schema: {
        operationId: 'listPortalMoveRequests',
        summary: 'The family’s move requests with the centre’s answers, newest first',
        tags: ['portal'],
        response: { 200: moveRequestList },
      },
    },
    async (request) => familyMoveRequests(app.db, currentUserOf(request).id),
  );

  app.get(
    '/move-requests',
    {
      config: staff,
      schema: {
        operationId: 'listMoveRequests',
        summary: 'Families’ requests to move lessons (open ones by default, oldest first)',
        tags: ['move-requests'],
        querystring: moveRequestQuery,
        response: { 200: moveRequestList },
      },
    },
    async (request) => staffMoveRequests(app.db, request.query.status),
  );

  app.post(
    '/move-requests/:id/answer',
    {
      config: staff,
      schema: {
        operationId: 'answerMoveRequest',
        summary: 'Answer (or decline) a family’s move request with a note the family reads on the portal',
        tags: ['move-requests'],
        params: idParams,
        body: moveRequestAnswerBody,
        response: { 200: moveRequestResult },
      },
    },
    async (request) => answerMoveRequest(app.db, currentUserOf(request), request.params.id, request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTICE_TYPES } from '../../db/schema';
import { listResponse, listResult, OK, okResponse } from '../../lib/responses';
import { ANY_SIGNED_IN } from '../../lib/roles';
import { fields } from '../../lib/validation';
import { currentUserOf } from '../../plugins/auth';
import { clearNotices, listNotices, markNoticesRead } from './notices.service';

const tags = ['notices'];
const noticeType = z.enum(NOTICE_TYPES).describe('Notice tab: notification, message or event');
const notice = z
  .object({
    id: z.number().int().describe('Notice id'),
    type: noticeType,
    title: z.string().describe('Short text shown in the bell'),
    description: z.string().optional().describe('Longer text'),
    registrationUserId: z
      .number()
      .int()
      .optional()
      .describe('A self-registered account still waiting for approval: approve or refuse it from the notice'),
    read: z.boolean().describe('Whether the user has read it'),
    datetime: z.string().describe('When it was posted (ISO 8601)'),
  })
  .meta({ id: 'Notice' });

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ANY_SIGNED_IN };

  app.get(
    '/notices',
    {
      config,
      schema: {
        operationId: 'listNotices',
        summary: 'The current user’s notices, newest first',
        tags,
        response: { 200: listResponse(notice) },
      },
    },
    async (request) => {
      const data = await listNotices(app.db, currentUserOf(request).id);
      return listResult(data, data.length);
    },
  );

  app.post(
    '/notices/read',
    {
      config,
      schema: {
        operationId: 'markNoticesRead',
        summary: 'Mark notices read, by id or by type',
        tags,
        body: z
          .strictObject({
            ids: z.array(fields.recordId).max(500).optional().describe('Notice ids to mark read'),
            type: noticeType.optional(),
          })
          .refine((body) => body.ids || body.type, { message: 'give ids or type', path: ['ids'] }),
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await markNoticesRead(app.db, currentUserOf(request).id, request.body);
      return OK;
    },
  );

  app.delete(
    '/notices',
    {
      config,
      schema: {
        operationId: 'clearNotices',
        summary: 'Clear all of the current user’s notices of one type',
        tags,
        querystring: z.strictObject({ type: noticeType }),
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await clearNotices(app.db, currentUserOf(request).id, request.query.type);
      return OK;
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAIL_STATUSES } from '../../../db/schema';
import { pageQuery } from '../../../lib/paging';
import { listResponse } from '../../../lib/responses';
import { ADMIN_ONLY } from '../../../lib/roles';
import { listOutboxMail } from './mail-outbox.service';

const outboxMail = z.object({
  id: z.number().int().describe('Mail id'),
  recipient: z.string().describe('To address'),
  subject: z.string().describe('Subject'),
  body: z.string().describe('Plain-text body'),
  status: z.enum(MAIL_STATUSES).describe('stored (no SMTP configured), sent or failed'),
  error: z.string().nullable().describe('Why delivery failed'),
  createdAt: z.string().describe('When it was written (ISO 8601)'),
});

/** Without SMTP_URL the outbox is how an administrator reads activation and reset links. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail-outbox',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'listOutboxMail',
        summary: 'E-mails the product has written, newest first',
        tags: ['mail'],
        querystring: pageQuery.strict(),
        response: { 200: listResponse(outboxMail) },
      },
    },
    async (request) => listOutboxMail(app.db, request.query),
  );
};

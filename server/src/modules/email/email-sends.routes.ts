import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '../../lib/paging';
import { dataResult, idParams, listResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import {
  audienceRecipient,
  emailSend,
  recipientsBody,
  sendBody,
  sendRecipient,
  sendRecipientsQuery,
} from './email.schemas';
import { emailUnsubscribeRoutes } from './email-unsubscribe.routes';
import {
  createEmailSend,
  listEmailRecipients,
  listEmailSendRecipients,
  listEmailSends,
  noticeFailures,
  retryEmailSend,
  SEND_START_JOB,
  startEmailSend,
} from './sends.service';

const tags = ['email'];
const config = { roles: CENTRE_STAFF };

export const emailSendRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, jobs: app.jobs, mailer: app.mailer };
  app.jobs.define<{ sendId: number }>(SEND_START_JOB, ({ sendId }) => startEmailSend(ctx, sendId), {
    retryLimit: 5,
    expireInSeconds: 600,
  });
  app.mailer.onSettled(async (mail) => {
    if (mail.sendId) await noticeFailures(app.db, mail.sendId);
  });

  app.post(
    '/email/recipients',
    {
      config,
      schema: {
        operationId: 'listEmailRecipients',
        summary: 'Who a recipient choice reaches, and who is left out (opted out, no address)',
        tags,
        body: recipientsBody,
        response: {
          200: listResponse(audienceRecipient).extend({ excluded: z.number().int().describe('How many are left out') }),
        },
      },
    },
    async (request) => listEmailRecipients(app.db, request.body.audience),
  );

  app.post(
    '/email/sends',
    {
      config,
      schema: {
        operationId: 'createEmailSend',
        summary: 'Send an e-mail to a recipient choice, now or at a chosen time (runs in the background)',
        tags,
        body: sendBody,
        response: { 201: z.object({ success: z.literal(true), data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(dataResult(await createEmailSend(ctx, request.body, currentUserOf(request).id))),
  );

  app.get(
    '/email/sends',
    {
      config,
      schema: {
        operationId: 'listEmailSends',
        summary: 'E-mail history: each send with its counts, newest first',
        tags,
        querystring: pageQuery.strict(),
        response: {
          200: listResponse(emailSend).extend({ smtpConfigured: z.boolean().describe('Whether SMTP_URL is set') }),
        },
      },
    },
    async (request) => ({ ...(await listEmailSends(app.db, request.query)), smtpConfigured: app.mailer.delivering }),
  );

  app.get(
    '/email/sends/:id/recipients',
    {
      config,
      schema: {
        operationId: 'listEmailSendRecipients',
        summary: 'One send’s recipients with their status and the SMTP server’s reply',
        tags,
        params: idParams,
        querystring: sendRecipientsQuery,
        response: { 200: listResponse(sendRecipient) },
      },
    },
    async (request) => listEmailSendRecipients(app.db, request.params.id, request.query),
  );

  app.post(
    '/email/sends/:id/retry',
    {
      config,
      schema: {
        operationId: 'retryEmailSend',
        summary: 'Send the failed mails of a send again',
        tags,
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: z.object({ retried: z.number().int() }) }) },
      },
    },
    async (request) => dataResult(await retryEmailSend(ctx, request.params.id)),
  );

  await app.register(emailUnsubscribeRoutes);
};

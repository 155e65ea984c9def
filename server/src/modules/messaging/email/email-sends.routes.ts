import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '../../../lib/paging';
import { dataResult, idParams, listResponse, OK } from '../../../lib/responses';
import { CENTRE_STAFF } from '../../../lib/roles';
import { currentUserOf } from '../../../plugins/auth';
import {
  audienceRecipient,
  emailSend,
  recipientsBody,
  sendBody,
  sendRecipient,
  sendRecipientsQuery,
  unsubscribeQuery,
} from './email.schemas';
import {
  createEmailSend,
  listEmailRecipients,
  listEmailSendRecipients,
  listEmailSends,
  noticeFailures,
  retryEmailSend,
} from './sends.service';
import { unsubscribeEmail, unsubscribePage } from './unsubscribe.service';

const tags = ['email'];
const config = { roles: CENTRE_STAFF };

export const emailSendRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, jobs: app.jobs, mailer: app.mailer };
  app.mailer.onSettled(async (mail) => {
    if (mail.sendId) await noticeFailures(app.db, mail.sendId);
  });
  // A mail client's one-click unsubscribe posts a form (RFC 8058); only these routes read one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

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

  app.get(
    '/email/unsubscribe',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'showEmailUnsubscribe',
        summary: 'The unsubscribe link’s page (a button; GET changes nothing)',
        tags,
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(unsubscribePage(request.query.token)),
  );

  app.post(
    '/email/unsubscribe',
    {
      // The mail client's form ("List-Unsubscribe=One-Click") says nothing the token does not.
      config: { roles: 'public', undescribedBody: true },
      schema: {
        operationId: 'unsubscribeEmail',
        summary: 'One-click unsubscribe (RFC 8058): the student’s allowEmail is turned off',
        description: 'Answers {success: true} to a mail client, and a confirmation page to a browser’s form.',
        tags,
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      await unsubscribeEmail(app.db, request.query.token);
      // A person pressing the page's button gets a page back; a mail client gets JSON.
      if (
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
        request.headers.accept?.includes('text/html')
      ) {
        return reply.type('text/html; charset=utf-8').send(unsubscribePage(request.query.token, { done: true }));
      }
      return OK;
    },
  );
};

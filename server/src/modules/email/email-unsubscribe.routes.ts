import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { OK } from '../../lib/responses';
import { unsubscribeQuery } from './email.schemas';
import { parseMultipartForm, parseUrlencoded } from './index';
import { resubscribeEmail, unsubscribeEmail, unsubscribePage } from './unsubscribe.service';

const tags = ['email'];

/**
 * The bulk mail's unsubscribe link (RFC 8058): its page, the one-click POST a mail client sends, and the
 * way back. A plugin of its own so that only these routes read a form body (the rest of the API reads
 * JSON only).
 */
export const emailUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseUrlencoded(String(body))),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (request, body, done) => {
    const fields = parseMultipartForm(String(body), request.headers['content-type'] ?? '');
    if (fields) done(null, fields);
    else done(new AppError('validation', { message: 'body: is not a well-formed multipart/form-data form' }));
  });
  const wantsPage = (accept?: string) => Boolean(accept?.includes('text/html'));

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
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await unsubscribePage(app.db, request.query.token, 'ask')),
  );

  app.post(
    '/email/unsubscribe',
    {
      // The mail client's form ("List-Unsubscribe=One-Click") says nothing the token does not.
      config: { roles: 'public', undescribedBody: true },
      schema: {
        operationId: 'unsubscribeEmail',
        summary: 'One-click unsubscribe (RFC 8058): the student’s allowEmail is turned off',
        description:
          'Takes the mail client’s form urlencoded or multipart/form-data. Answers {success: true} to a mail client, and a confirmation page to a browser’s form.',
        tags,
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      await unsubscribeEmail(app.db, request.query.token);
      // A person pressing the page's button gets a page back; a mail client gets JSON.
      if (wantsPage(request.headers.accept)) {
        return reply
          .type('text/html; charset=utf-8')
          .send(await unsubscribePage(app.db, request.query.token, 'unsubscribed'));
      }
      return OK;
    },
  );

  app.post(
    '/email/resubscribe',
    {
      config: { roles: 'public', undescribedBody: true },
      schema: {
        operationId: 'resubscribeEmail',
        summary: 'Undoes an unsubscribe from the same link: the student’s allowEmail is turned on again',
        tags,
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      await resubscribeEmail(app.db, request.query.token);
      if (wantsPage(request.headers.accept)) {
        return reply
          .type('text/html; charset=utf-8')
          .send(await unsubscribePage(app.db, request.query.token, 'resubscribed'));
      }
      return OK;
    },
  );
};

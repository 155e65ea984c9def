import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResult, idParams, listResponse, listResult, OK, okResponse } from '../../../lib/responses';
import { CENTRE_STAFF } from '../../../lib/roles';
import { currentUserOf } from '../../../plugins/auth';
import { emailTemplate, previewBody, previewResult, templateBody, templateVariable } from './email.schemas';
import { ensureBuiltInTemplates, TEMPLATE_VARIABLES } from './index';
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  previewEmail,
  updateEmailTemplate,
} from './templates.service';

const tags = ['email'];
const config = { roles: CENTRE_STAFF };
const one = z.object({ success: z.literal(true), data: emailTemplate }).meta({ id: 'EmailTemplateResult' });

export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  // The account mails read their wording from here from the first request on.
  app.addHook('onReady', () => ensureBuiltInTemplates(app.db));
  app.get(
    '/email/templates',
    {
      config,
      schema: {
        operationId: 'listEmailTemplates',
        summary: 'E-mail templates: the built-in ones, then the centre’s own',
        tags,
        response: { 200: listResponse(emailTemplate) },
      },
    },
    async () => {
      const data = await listEmailTemplates(app.db);
      return listResult(data, data.length);
    },
  );

  app.get(
    '/email/template-variables',
    {
      config,
      schema: {
        operationId: 'listEmailTemplateVariables',
        summary: 'The {{variables}} a template may use',
        tags,
        response: { 200: listResponse(templateVariable) },
      },
    },
    async () => {
      const data = Object.entries(TEMPLATE_VARIABLES).map(([name, description]) => ({ name, description }));
      return listResult(data, data.length);
    },
  );

  app.post(
    '/email/templates',
    {
      config,
      schema: {
        operationId: 'createEmailTemplate',
        summary: 'Create a template (an unknown variable is refused, named)',
        tags,
        body: templateBody,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.status(201).send(dataResult(await createEmailTemplate(app.db, request.body, currentUserOf(request).id))),
  );

  app.put(
    '/email/templates/:id',
    {
      config,
      schema: {
        operationId: 'updateEmailTemplate',
        summary: 'Edit a template, built-in ones included',
        tags,
        params: idParams,
        body: templateBody,
        response: { 200: one },
      },
    },
    async (request) =>
      dataResult(await updateEmailTemplate(app.db, request.params.id, request.body, currentUserOf(request).id)),
  );

  app.delete(
    '/email/templates/:id',
    {
      config,
      schema: {
        operationId: 'deleteEmailTemplate',
        summary: 'Delete one of the centre’s own templates',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await deleteEmailTemplate(app.db, request.params.id, currentUserOf(request).id);
      return OK;
    },
  );

  app.post(
    '/email/preview',
    {
      config,
      schema: {
        operationId: 'previewEmail',
        summary: 'A subject and body as one real recipient would receive them',
        tags,
        body: previewBody,
        response: { 200: previewResult },
      },
    },
    async (request) => dataResult(await previewEmail(app.db, request.body)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/responses';
import { STAFF_AND_TEACHERS } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getCentreDisplaySettings } from '../centre-settings';
import { wakeEventMails } from '../messaging';
import { feedbackFilename, PDF_CONTENT_TYPE, renderFeedbackPdf } from './index';
import { feedbackSaveHeaders, saveFeedbackBody, scheduleFeedback } from './schedule-feedback.schemas';
import { getConfirmedFeedback, getScheduleFeedback, saveScheduleFeedback } from './schedule-feedback.service';

const tags = ['schedule-feedback'];

/** Staff on any lesson; a teacher on their own lessons only (checked in the service). */

export const scheduleFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: STAFF_AND_TEACHERS };

  app.get(
    '/schedules/:id/feedback',
    {
      config,
      schema: {
        operationId: 'getScheduleFeedback',
        summary: "A lesson's class and per-student feedback, with its status",
        tags,
        params: idParams,
        response: { 200: scheduleFeedback },
      },
    },
    async (request) => getScheduleFeedback(app.db, currentUserOf(request), request.params.id),
  );

  app.put(
    '/schedules/:id/feedback',
    {
      config,
      schema: {
        operationId: 'saveScheduleFeedback',
        summary: "Save (draft) or submit a confirmed lesson's feedback; a submitted one can be edited",
        tags,
        params: idParams,
        headers: feedbackSaveHeaders,
        body: saveFeedbackBody,
        response: { 200: scheduleFeedback },
      },
    },
    async (request) => {
      const saved = await saveScheduleFeedback(
        app.db,
        currentUserOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      if (request.body.submit) await wakeEventMails(app.jobs, request.log);
      return saved;
    },
  );

  app.get(
    '/schedules/:id/feedback/pdf',
    {
      config,
      schema: {
        operationId: 'downloadScheduleFeedbackPdf',
        summary: "A confirmed lesson's feedback as a PDF",
        tags,
        params: idParams,
        response: {
          200: {
            description: 'The PDF, as an attachment named lesson-feedback_<date>_<course>_<id>.pdf',
            content: {
              [PDF_CONTENT_TYPE]: {
                schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'A PDF document' }),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const feedback = await getConfirmedFeedback(app.db, currentUserOf(request), request.params.id);
      return reply
        .type(PDF_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${feedbackFilename(feedback)}"`)
        .send(await renderFeedbackPdf(feedback, await getCentreDisplaySettings(app.db)));
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/responses';
import { FAMILY_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getCentreDisplaySettings } from '../centre-settings';
import { feedbackFilename, getSubmittedFeedbackFor, renderFeedbackPdf, scheduleFeedback } from '../schedule-feedback';
import {
  portalFeedLink,
  portalFeedParams,
  portalHome,
  portalLessonList,
  portalLessonsQuery,
  portalProfile,
  portalProfileBody,
} from './portal.schemas';
import { downloadFamilyFeed, familyFeedLink } from './portal-feed.service';
import { familyHome } from './portal-home.service';
import { familyLessons, linkedStudentsOnLesson, markFeedbackRead } from './portal-lessons.service';
import { familyProfile, updateFamilyProfile } from './portal-profile.service';
import { pdfResponse, sendPdf, portalTags as tags } from './portal-replies.schemas';

/**
 * The family portal's API (issue 33). Every route reads the caller's students from its links
 * (linked-students.ts), never from a parameter alone: another family's student, lesson, receipt or
 * statement answers 404 as if it did not exist.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: FAMILY_ONLY };
  const me = (request: Parameters<typeof currentUserOf>[0]) => currentUserOf(request).id;
  const feedContext = () => ({ db: app.db, fieldCipher: app.fieldCipher, publicUrl: app.config.publicUrl });

  app.get(
    '/portal/home',
    {
      config,
      schema: {
        operationId: 'getPortalHome',
        summary: 'The family’s first screen, per linked student',
        tags,
        response: { 200: portalHome },
      },
    },
    async (request) => familyHome(app.db, me(request)),
  );

  app.get(
    '/portal/lessons',
    {
      config,
      schema: {
        operationId: 'listPortalLessons',
        summary: 'The family’s upcoming or past lessons (one row per lesson and student)',
        tags,
        querystring: portalLessonsQuery,
        response: { 200: portalLessonList },
      },
    },
    async (request) => ({ success: true as const, data: await familyLessons(app.db, me(request), request.query) }),
  );

  app.get(
    '/portal/lessons/:id/feedback',
    {
      config,
      schema: {
        operationId: 'getPortalLessonFeedback',
        summary: 'A lesson’s submitted feedback: the class’s and the family’s own students’ (marks it read)',
        tags,
        params: idParams,
        response: { 200: scheduleFeedback },
      },
    },
    async (request) => {
      const studentIds = await linkedStudentsOnLesson(app.db, me(request), request.params.id);
      const feedback = await getSubmittedFeedbackFor(app.db, request.params.id, studentIds);
      await markFeedbackRead(app.db, me(request), request.params.id);
      return feedback;
    },
  );

  app.get(
    '/portal/lessons/:id/feedback/pdf',
    {
      config,
      schema: {
        operationId: 'downloadPortalFeedbackPdf',
        summary: 'A lesson’s submitted feedback as a PDF (the family’s students only)',
        tags,
        params: idParams,
        response: pdfResponse('The feedback PDF'),
      },
    },
    async (request, reply) => {
      const studentIds = await linkedStudentsOnLesson(app.db, me(request), request.params.id);
      const feedback = await getSubmittedFeedbackFor(app.db, request.params.id, studentIds);
      const pdf = await renderFeedbackPdf(feedback, await getCentreDisplaySettings(app.db));
      return sendPdf(reply, feedbackFilename(feedback), pdf);
    },
  );

  app.get(
    '/portal/profile',
    {
      config,
      schema: {
        operationId: 'getPortalProfile',
        summary: 'The family’s own details and message choices',
        tags,
        response: { 200: portalProfile },
      },
    },
    async (request) => familyProfile(app.db, me(request)),
  );

  app.put(
    '/portal/profile',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'updatePortalProfile',
        summary: 'Save names, e-mail, phone and each linked student’s e-mail/SMS choices',
        tags,
        body: portalProfileBody,
        response: { 200: portalProfile },
      },
    },
    async (request) => updateFamilyProfile(app.db, me(request), request.body),
  );

  app.get(
    '/portal/calendar-feed',
    {
      config,
      schema: {
        operationId: 'getPortalCalendarFeed',
        summary: 'The family’s private calendar feed address (made on first ask)',
        tags,
        response: { 200: portalFeedLink },
      },
    },
    async (request) => familyFeedLink(feedContext(), me(request), { renew: false }),
  );

  app.post(
    '/portal/calendar-feed/renew',
    {
      config,
      schema: {
        operationId: 'renewPortalCalendarFeed',
        summary: 'A new feed address; the old one stops working',
        tags,
        response: { 200: portalFeedLink },
      },
    },
    async (request) => familyFeedLink(feedContext(), me(request), { renew: true }),
  );

  app.get(
    '/portal-feeds/:file',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'downloadPortalCalendarFeed',
        summary: 'A family’s private iCalendar feed (RFC 5545); the token in the address is the credential',
        tags,
        security: [],
        params: portalFeedParams,
        response: {
          200: {
            description: 'The calendar',
            content: {
              'text/calendar': { schema: z.unknown().meta({ type: 'string', description: 'An iCalendar file' }) },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const feed = await downloadFamilyFeed(feedContext(), request.params.file.slice(0, -'.ics'.length));
      return reply
        .header('etag', feed.etag)
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .type('text/calendar; charset=utf-8')
        .send(feed.body);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../../db/schema';
import { OK, okResponse } from '../../lib/responses';
import { ADMIN_ONLY, CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { listBusyBlocks } from './busy-blocks.service';
import { regenerateFeed, revokeFeed } from './calendar-feeds.service';
import { getCentreCalendarFeed, getMyCalendarLinks, listCalendarLinks } from './calendar-links.service';
import {
  refreshAllCalendarSubscriptions,
  refreshCalendarSubscription,
  removeMyCalendarSubscription,
  removeTeacherCalendarSubscription,
  saveMyCalendarSubscription,
} from './calendar-subscriptions.service';
import {
  busyBlocksQuery,
  busyBlocksResponse,
  calendarLinksList,
  centreFeed,
  feedState,
  myCalendarLinks,
  saveSubscriptionBody,
  subscriptionState,
  teacherParams,
} from './external-calendars.schemas';

const tags = ['external-calendars'];
const TEACHER: Role[] = ['ROLE_TEACHER'];
const CALENDAR_VIEWERS: Role[] = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER'];

/**
 * A teacher manages only their own links (no teacher id in those paths); administrators and operators
 * see every teacher's state, regenerate a teacher's feed and refresh a calendar, but never see a
 * teacher's feed address or calendar address. The centre feed is the administrators'.
 */
export const CALENDAR_REFRESH_JOB = 'calendars.refresh-all';

export const externalCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedContext = () => ({ db: app.db, fieldCipher: app.fieldCipher, publicUrl: app.config.publicUrl });
  const subscriptionContext = () => ({
    db: app.db,
    fieldCipher: app.fieldCipher,
    allowPrivate: app.config.calendarFetchAllowPrivate,
  });

  // Every linked calendar is read every 30 minutes on the job queue's cron (one run per tick across
  // processes); a refresh replaces a teacher's blocks under a row lock, so a run that meets another is safe.
  app.jobs.define(
    CALENDAR_REFRESH_JOB,
    async () => {
      const failed = await refreshAllCalendarSubscriptions(subscriptionContext());
      if (failed > 0) app.log.warn({ failed }, 'some linked calendars could not be read');
    },
    { retryLimit: 1 },
  );
  await app.jobs.schedule(CALENDAR_REFRESH_JOB, '*/30 * * * *');

  app.get(
    '/calendar-links/mine',
    {
      config: { roles: TEACHER },
      schema: {
        operationId: 'getMyCalendarLinks',
        summary: "The signed-in teacher's feed address and linked calendar",
        tags,
        response: { 200: myCalendarLinks },
      },
    },
    async (request) => getMyCalendarLinks(feedContext(), currentUserOf(request).id),
  );

  app.post(
    '/calendar-links/mine/feed',
    {
      config: { roles: TEACHER },
      schema: {
        operationId: 'regenerateMyCalendarFeed',
        summary: 'Make a new private feed address for own lessons; the old one stops working at once',
        tags,
        response: { 200: feedState },
      },
    },
    async (request) => {
      const { id } = currentUserOf(request);
      return regenerateFeed(feedContext(), id, id);
    },
  );

  app.delete(
    '/calendar-links/mine/feed',
    {
      config: { roles: TEACHER },
      schema: {
        operationId: 'revokeMyCalendarFeed',
        summary: 'Turn own feed off',
        tags,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await revokeFeed(app.db, currentUserOf(request).id);
      return OK;
    },
  );

  app.put(
    '/calendar-links/mine/subscription',
    {
      config: { roles: TEACHER },
      schema: {
        operationId: 'saveMyCalendarSubscription',
        summary: "Link own calendar's secret iCal address for busy times, and read it now",
        tags,
        body: saveSubscriptionBody,
        response: { 200: subscriptionState },
      },
    },
    async (request) => saveMyCalendarSubscription(subscriptionContext(), currentUserOf(request).id, request.body),
  );

  app.delete(
    '/calendar-links/mine/subscription',
    {
      config: { roles: TEACHER },
      schema: {
        operationId: 'removeMyCalendarSubscription',
        summary: 'Unlink own calendar and forget its busy times',
        tags,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await removeMyCalendarSubscription(app.db, currentUserOf(request).id);
      return OK;
    },
  );

  app.post(
    '/calendar-links/mine/subscription/refresh',
    {
      config: { roles: TEACHER },
      schema: {
        operationId: 'refreshMyCalendarSubscription',
        summary: 'Read own linked calendar now',
        tags,
        response: { 200: subscriptionState },
      },
    },
    async (request) => refreshCalendarSubscription(subscriptionContext(), currentUserOf(request).id),
  );

  app.get(
    '/calendar-links',
    {
      config: { roles: CENTRE_STAFF },
      schema: {
        operationId: 'listCalendarLinks',
        summary: "Every teacher's feed and linked calendar state (addresses never shown)",
        tags,
        response: { 200: calendarLinksList },
      },
    },
    async () => listCalendarLinks(app.db),
  );

  app.post(
    '/calendar-links/:teacherId/feed',
    {
      config: { roles: CENTRE_STAFF },
      schema: {
        operationId: 'regenerateTeacherCalendarFeed',
        summary: 'Give a teacher a new feed address (the old one stops working; the teacher sees the new one)',
        tags,
        params: teacherParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await regenerateFeed(feedContext(), request.params.teacherId, currentUserOf(request).id);
      return OK;
    },
  );

  app.post(
    '/calendar-links/:teacherId/subscription/refresh',
    {
      config: { roles: CENTRE_STAFF },
      schema: {
        operationId: 'refreshTeacherCalendarSubscription',
        summary: "Read a teacher's linked calendar now",
        tags,
        params: teacherParams,
        response: { 200: subscriptionState },
      },
    },
    async (request) => refreshCalendarSubscription(subscriptionContext(), request.params.teacherId),
  );

  app.delete(
    '/calendar-links/:teacherId/subscription',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'removeTeacherCalendarSubscription',
        summary: "Unlink a teacher's own calendar and forget its busy times (administrators)",
        tags,
        params: teacherParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await removeTeacherCalendarSubscription(app.db, request.params.teacherId, currentUserOf(request).id);
      return OK;
    },
  );

  app.get(
    '/calendar-links/centre-feed',
    {
      config: { roles: CENTRE_STAFF },
      schema: {
        operationId: 'getCentreCalendarFeed',
        summary: "The centre-wide feed's address (add ?teacherId= or ?courseId= to filter it)",
        tags,
        response: { 200: centreFeed },
      },
    },
    async () => getCentreCalendarFeed(feedContext()),
  );

  app.post(
    '/calendar-links/centre-feed',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'regenerateCentreCalendarFeed',
        summary: 'Make a new centre-wide feed address; the old one stops working at once',
        tags,
        response: { 200: feedState },
      },
    },
    async (request) => regenerateFeed(feedContext(), null, currentUserOf(request).id),
  );

  app.delete(
    '/calendar-links/centre-feed',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'revokeCentreCalendarFeed',
        summary: 'Turn the centre-wide feed off',
        tags,
        response: { 200: okResponse },
      },
    },
    async () => {
      await revokeFeed(app.db, null);
      return OK;
    },
  );

  app.get(
    '/calendar-busy-blocks',
    {
      config: { roles: CALENDAR_VIEWERS },
      schema: {
        operationId: 'listBusyBlocks',
        summary: "Busy times from teachers' own calendars over a visible range (a teacher: their own)",
        tags,
        querystring: busyBlocksQuery,
        response: { 200: busyBlocksResponse },
      },
    },
    async (request) => listBusyBlocks(app.db, currentUserOf(request), request.query),
  );
};

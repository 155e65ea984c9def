import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OK, okResponse } from '../../lib/responses';
import { ADMIN_ONLY, CENTRE_STAFF, STAFF_AND_TEACHERS } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { listBusyBlocks } from './busy-blocks.service';
import { regenerateFeed, revokeFeed } from './calendar-feeds.service';
import { getCentreCalendarFeed, listCalendarLinks } from './calendar-links.service';
import { refreshCalendarSubscription } from './calendar-subscriptions.service';
import {
  busyBlocksQuery,
  busyBlocksResponse,
  calendarLinksList,
  centreFeed,
  feedState,
  subscriptionState,
  teacherParams,
} from './external-calendars.schemas';
import { myCalendarLinkRoutes } from './my-calendar-links.routes';

const tags = ['external-calendars'];

/**
 * A teacher manages only their own links (my-calendar-links.routes.ts, registered first); administrators
 * and operators see every teacher's state, regenerate a teacher's feed and refresh a calendar, but never
 * see a teacher's feed address or calendar address. The centre feed is the administrators'.
 */
export const externalCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(myCalendarLinkRoutes);

  const feedContext = () => ({ db: app.db, fieldCipher: app.fieldCipher, publicUrl: app.config.publicUrl });
  const subscriptionContext = () => ({
    db: app.db,
    fieldCipher: app.fieldCipher,
    allowPrivate: app.config.calendarFetchAllowPrivate,
  });

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
      config: { roles: STAFF_AND_TEACHERS },
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

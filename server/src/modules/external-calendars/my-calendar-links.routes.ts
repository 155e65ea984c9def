import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OK, okResponse } from '../../lib/responses';
import { TEACHER_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { regenerateFeed, revokeFeed } from './calendar-feeds.service';
import { getMyCalendarLinks } from './calendar-links.service';
import {
  refreshCalendarSubscription,
  removeMyCalendarSubscription,
  saveMyCalendarSubscription,
} from './calendar-subscriptions.service';
import { feedState, myCalendarLinks, saveSubscriptionBody, subscriptionState } from './external-calendars.schemas';

const tags = ['external-calendars'];

/** A teacher's own links: their private feed address and the calendar they link (no teacher id in these paths). */
export const myCalendarLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedContext = () => ({ db: app.db, fieldCipher: app.fieldCipher, publicUrl: app.config.publicUrl });
  const subscriptionContext = () => ({
    db: app.db,
    fieldCipher: app.fieldCipher,
    allowPrivate: app.config.calendarFetchAllowPrivate,
  });

  app.get(
    '/calendar-links/mine',
    {
      config: { roles: TEACHER_ONLY },
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
      config: { roles: TEACHER_ONLY },
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
      config: { roles: TEACHER_ONLY },
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
      config: { roles: TEACHER_ONLY },
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
      config: { roles: TEACHER_ONLY },
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
      config: { roles: TEACHER_ONLY },
      schema: {
        operationId: 'refreshMyCalendarSubscription',
        summary: 'Read own linked calendar now',
        tags,
        response: { 200: subscriptionState },
      },
    },
    async (request) => refreshCalendarSubscription(subscriptionContext(), currentUserOf(request).id),
  );
};

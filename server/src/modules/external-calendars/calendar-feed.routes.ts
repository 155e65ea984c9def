import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadCalendarFeed, notModified } from './calendar-feeds.service';
import { feedParams, feedQuery } from './external-calendars.schemas';

/**
 * The feed calendar apps subscribe to. Public: the unguessable token in the address is the
 * credential, since Google, Apple and Outlook fetch it without signing in.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar-feeds/:file',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'downloadCalendarFeed',
        summary: 'A private iCalendar feed (RFC 5545) of lessons; answers 304 to a conditional GET when unchanged',
        tags: ['external-calendars'],
        security: [],
        params: feedParams,
        querystring: feedQuery,
        response: {
          200: {
            description: 'The calendar',
            content: {
              'text/calendar': {
                schema: z.unknown().meta({ type: 'string', description: 'An iCalendar file' }),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const feed = await downloadCalendarFeed(
        { db: app.db, fieldCipher: app.fieldCipher, publicUrl: app.config.publicUrl, cache: app.caches.icalFeeds },
        token,
        request.query,
        request.headers['user-agent'],
      );
      reply
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified.toUTCString())
        // Private: it lists people's names; clients must ask again, and the ETag makes that cheap.
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex');
      if (notModified(feed, request.headers['if-none-match'], request.headers['if-modified-since'])) {
        // 304 is left out of the response schema (it has no body), so the typed reply does not know it.
        return (reply as FastifyReply).status(304).send();
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="lessons.ics"')
        .send(feed.body);
    },
  );
};

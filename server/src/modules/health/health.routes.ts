import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../../lib/db-errors';

/**
 * Liveness and readiness, kept apart as orchestrators expect: `/health` says the process answers
 * (restart it when it does not); `/ready` says it should be sent traffic: the database answers and the
 * server is not shutting down (a load balancer stops sending before the in-flight requests finish).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => {
    app.lifecycle.shuttingDown = true;
  });

  app.get(
    '/health',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness: the process answers (the database is not asked; see /api/ready)',
        tags: ['health'],
        security: [],
        response: { 200: z.object({ status: z.literal('ok').describe('Always ok while the process answers') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness: the database answers and the server is not shutting down (503 otherwise)',
        tags: ['health'],
        security: [],
        response: { 200: z.object({ status: z.literal('ready').describe('Ready for traffic') }) },
      },
    },
    async () => {
      if (app.lifecycle.shuttingDown) throw new AppError('unavailable', { message: 'The server is shutting down.' });
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database did not answer');
        throw new AppError('unavailable', {
          message: DATABASE_UNAVAILABLE_MESSAGE,
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        });
      }
      return { status: 'ready' as const };
    },
  );
};

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        tags: ['health'],
        security: [],
        response: { 200: z.object({ status: z.literal('ok').describe('Always ok when the database answers') }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};

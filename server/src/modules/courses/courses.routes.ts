import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Skeleton registered in app.ts; the routes are being built (issue 3).
export const courseRoutes: FastifyPluginAsyncZod = async () => {};

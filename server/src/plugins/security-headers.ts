import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response (API, app shell, static files, errors). The middleware is
 * built once, here: @fastify/helmet built it anew for every request, parsing the Content Security Policy
 * each time, a visible share of a list request's CPU.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

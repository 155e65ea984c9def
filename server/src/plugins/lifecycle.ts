import type { FastifyInstance } from 'fastify';

export type Lifecycle = {
  /** Set by server.ts when a shutdown starts: readiness (/api/ready) answers 503 from then on. */
  shuttingDown: boolean;
  /** Requests received and not yet answered (or abandoned by their client). */
  inFlight: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * What a graceful shutdown needs from the app: how many requests are in flight, and, once it has
 * started, answers that close their connection (including answers to requests that arrived before it:
 * a kept-alive connection left idle would hold the shutdown open until its client let go).
 */
export function registerLifecycle(app: FastifyInstance): void {
  const lifecycle: Lifecycle = { shuttingDown: false, inFlight: 0 };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onRequest', (_request, reply, done) => {
    lifecycle.inFlight += 1;
    reply.raw.once('close', () => {
      lifecycle.inFlight -= 1;
    });
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
    return payload;
  });
}

import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export type Lifecycle = {
  /** Set by server.ts when a shutdown starts: readiness (/api/ready) answers 503 from then on. */
  shuttingDown: boolean;
  /** Requests received and not yet answered (or abandoned by their client). */
  inFlight: number;
  /**
   * Requests whose connection closed before their answer was written (a client that gave up, or a reset
   * by this server): a shutdown reports it, and its tests hold it at 0.
   */
  endedUnanswered: number;
  /**
   * Stops accepting connections and resolves once every open one has closed: each after the request it
   * carries (answers say Connection: close), an idle kept-alive one at once, and one that has sent
   * nothing yet once its request is answered or `freshGraceMs` has passed.
   */
  closeConnections: (options?: { freshGraceMs?: number }) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** What is known of one client connection: requests it is waiting on, and whether it ever sent one. */
type Connection = { busy: number; served: number; endedAt?: number };

/**
 * What a graceful shutdown needs from the app: how many requests are in flight, and, once it has
 * started, answers that close their connection (including answers to requests that arrived before it:
 * a kept-alive connection left idle would hold the shutdown open until its client let go), and a way
 * to let every connection finish its request before it closes.
 */
export function registerLifecycle(app: FastifyInstance): void {
  const connections = new Map<net.Socket, Connection>();
  const lifecycle: Lifecycle = {
    shuttingDown: false,
    inFlight: 0,
    endedUnanswered: 0,
    closeConnections: (options) => closeConnections(app, connections, options?.freshGraceMs ?? 2_000),
  };
  app.decorate('lifecycle', lifecycle);
  app.server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { busy: 0, served: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.busy += 1;
    response.once('close', () => {
      connection.busy -= 1;
      connection.served += 1;
      if (!response.writableFinished) lifecycle.endedUnanswered += 1;
    });
  });
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

/**
 * Node's own server.close() (which Fastify's close calls) also destroys every connection it deems
 * idle, and that includes one just accepted whose request is still unread in the kernel's buffer: on a
 * busy machine its client, which had sent the request, got a reset (issue 30 item 6). So the listener
 * is closed alone (net's close: new connections are refused from then on), and the connections are let
 * go one by one: busy ones close after their answer (Connection: close), idle kept-alive ones are
 * ended now (their client sent nothing during the drain), and new ones that have sent nothing get
 * `freshGraceMs` to do so. Fastify's close afterwards finds nothing left to cut.
 */
async function closeConnections(app: FastifyInstance, connections: Map<net.Socket, Connection>, freshGraceMs: number) {
  // In the check phase, straight after the poll phase accepted every connection already waiting: the
  // fewest are left in the kernel's queue, which closing the listener resets.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => {
    if (!app.server.listening) resolve();
    else net.Server.prototype.close.call(app.server, () => resolve());
    // net's close calls back only once every connection has closed: the loop below sees to that.
    const freshUntil = Date.now() + freshGraceMs;
    const sweep = () => {
      for (const [socket, connection] of connections) {
        if (connection.busy > 0) continue;
        if (connection.served > 0 && connection.endedAt === undefined) {
          connection.endedAt = Date.now();
          socket.end();
        } else if (connection.served > 0 ? Date.now() - (connection.endedAt ?? 0) > 1_000 : Date.now() >= freshUntil) {
          // A client that does not close its side after ours, or a connection that never sent a request.
          socket.destroy();
        }
      }
      if (connections.size === 0) resolve();
      else setTimeout(sweep, 25);
    };
    sweep();
  });
}

/**
 * The stack's floor for a read scenario: a bare Fastify server, on the same driver and pool size as the
 * API, that answers each request of the rotation by running exactly the statements the API ran for it
 * (as recorded for the ceiling) and sending the last statement's rows as JSON. No authentication, no
 * validation, no ORM, no response check, no security headers: only Node's HTTP, Fastify's routing, the
 * driver and the database, under the same HTTP load as the API.
 *
 * Its share of the ceiling is the most any server on this runtime, HTTP stack and driver reaches on this
 * machine for the scenario's statements; the API's share of the floor is what the application's own
 * work costs on top. Together they tell a gap the application can close from one it cannot.
 */
import Fastify from 'fastify';
import { type Statement, untilQuiet } from './ceiling.mts';

type Rows = { rows?: unknown[] };

export type FloorServer = {
  url: string;
  /** The statements to run for each request path of the scenario about to be loaded. */
  answer: (statementsByPath: Map<string, Statement[]>) => void;
  /** Resolves once no request has been in progress for a quarter of a second (the load left some queued). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startFloorServer(execute: (statement: Statement) => Promise<unknown>): Promise<FloorServer> {
  let statementsByPath = new Map<string, Statement[]>();
  let inProgress = 0;
  const server = Fastify({ logger: false });
  server.get('/*', async (request, reply) => {
    const statements = statementsByPath.get(request.url);
    if (!statements) return reply.status(404).send({ success: false });
    inProgress += 1;
    try {
      let result: Rows | undefined;
      for (const statement of statements) result = (await execute(statement)) as Rows;
      return { success: true, data: result?.rows ?? [] };
    } finally {
      inProgress -= 1;
    }
  });
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    answer: (next) => {
      statementsByPath = next;
    },
    idle: () => untilQuiet(() => inProgress === 0),
    close: () => server.close(),
  };
}

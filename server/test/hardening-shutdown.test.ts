/**
 * Graceful shutdown of the real server process: SIGTERM while requests are in flight. Every one of
 * them is answered, the server stops taking new connections, readiness says so while it drains, and the
 * process exits 0 within its bound.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from './helpers/server-process';

describe('graceful shutdown', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let child: ChildProcess;
  before(async () => {
    // A drain long enough for readiness to be asked on a loaded machine before the listener closes.
    server = await startServer({ SHUTDOWN_DRAIN_SECONDS: '3', LOG_LEVEL: 'info' });
    child = server.child;
  });
  after(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  test('the start says on the console what it is doing, one line per step', () => {
    const steps = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('Starting ('));
    for (const expected of [/migrations/, /job queue/, /building the application/, /background jobs/, /listening/])
      assert.ok(
        steps.some((line) => expected.test(line)),
        `no start-up line matching ${expected}: ${steps.join(' | ')}`,
      );
  });

  test('liveness and readiness answer apart', async () => {
    assert.deepEqual(await (await fetch(`${server.base}/api/health`)).json(), { status: 'ok' });
    assert.deepEqual(await (await fetch(`${server.base}/api/ready`)).json(), { status: 'ready' });
  });

  test('SIGTERM during requests: every request in flight is answered, then the process exits 0', async () => {
    const signIn = () =>
      fetch(`${server.base}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
      });
    const token = ((await (await signIn()).json()) as { id_token: string }).id_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // Sign-ins hash a password (tens of milliseconds each, queued on four threads); creations write.
    // Each is sent on its own connection and counted as in flight once all of it has been written.
    const inFlight: Promise<number | string>[] = [];
    const written: Promise<void>[] = [];
    const send = (method: string, url: string, body: object, extra: Record<string, string> = {}) => {
      const request = http.request(`${server.base}${url}`, {
        method,
        agent: false,
        headers: { 'content-type': 'application/json', ...extra },
      });
      written.push(new Promise((resolve) => request.once('finish', () => resolve())));
      inFlight.push(
        new Promise((resolve) => {
          request.once('response', (response) => {
            response.resume();
            response.once('end', () => resolve(response.statusCode ?? 0));
          });
          request.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        }),
      );
      request.end(JSON.stringify(body));
    };
    // Four sign-ins at once: a login's sign-ins from one address are counted before their password is checked
    // (at most 5 at a time, docs/decisions.md "Sign-in limits are counted before the check").
    const SIGN_INS = 4;
    for (let i = 0; i < SIGN_INS; i += 1)
      send('POST', '/api/authenticate', { username: 'admin', password: 'admin1234' });
    for (let i = 0; i < 12; i += 1) {
      send(
        'POST',
        '/api/students',
        { firstName: `Shutdown${i}`, lastName: 'Test' },
        { authorization: headers.authorization },
      );
    }
    await Promise.all(written);
    await sleep(20);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    // Readiness fails as soon as the signal is handled, while connections are still taken for the drain second.
    let ready = 200;
    for (let attempt = 0; attempt < 20 && ready === 200; attempt += 1) {
      ready = (await fetch(`${server.base}/api/ready`)).status;
      if (ready === 200) await sleep(20);
    }
    assert.equal(ready, 503);
    const statuses = await Promise.all(inFlight);
    assert.deepEqual(statuses, [...Array(SIGN_INS).fill(200), ...Array(12).fill(201)], server.output());

    assert.equal(await server.exited, 0, server.output());
    assert.match(server.output(), /requests that ended unanswered: 0\b/, server.output());
    await assert.rejects(fetch(`${server.base}/api/health`), 'a new connection after shutdown was accepted');
    assert.ok(Date.now() - signalledAt < 12_000, 'shutdown took longer than its bound');
  });
});

/**
 * SIGTERM under steady load on kept-alive connections (issue 30 item 6): clients that send their next
 * request as soon as the last is answered never let the server go quiet, which held the shutdown until
 * its time-out (exit 1, the requests in flight reset). Now each connection is closed after the request it
 * carries, new ones are refused once the drain is over, and the process exits 0 with every request it
 * started answered and every acknowledged write kept.
 */
describe('graceful shutdown under steady load on kept-alive connections', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    server = await startServer({ SHUTDOWN_DRAIN_SECONDS: '1', SHUTDOWN_TIMEOUT_SECONDS: '15', LOG_LEVEL: 'info' });
  });
  after(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  test('every request started is answered or its connection refused, and the process exits 0', async (t) => {
    const signIn = await fetch(`${server.base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    });
    const token = ((await signIn.json()) as { id_token: string }).id_token;
    // `fresh`: sent on a new connection, not one an answer had already come back on.
    type Outcome = { status?: number; error?: string; body?: string; fresh?: boolean };
    const outcomes: Outcome[] = [];
    const request = (agent: http.Agent, write: boolean, i: number) =>
      new Promise<Outcome>((resolve) => {
        const req = http.request(`${server.base}/api/students${write ? '' : '?page=1&pageSize=5'}`, {
          method: write ? 'POST' : 'GET',
          agent,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        });
        req.once('response', (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.once('end', () => resolve({ status: response.statusCode, body }));
          response.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
        });
        req.once('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message, fresh: !req.reusedSocket }),
        );
        req.end(write ? JSON.stringify({ firstName: `Steady${i}`, lastName: 'Load' }) : undefined);
      });
    // Each client keeps one connection alive and sends its next request the moment the last is answered,
    // until the server refuses to connect.
    const client = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; ; i += 1) {
          const outcome = await request(agent, i % 3 === 0, n * 10_000 + i);
          outcomes.push(outcome);
          if (outcome.error) return;
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = Array.from({ length: 6 }, (_, n) => client(n));
    await sleep(1_000);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const took = Date.now() - signalledAt;
    await Promise.all(clients);

    t.diagnostic(
      `SIGTERM to exit: ${took} ms; ${outcomes.filter((o) => o.status).length} answers, errors: ${outcomes.filter((o) => o.error).length}`,
    );
    assert.equal(code, 0, server.output().slice(-2000));
    assert.ok(took < 8_000, `shutdown took ${took} ms`);
    // A client's last attempt is a new connection, refused. One that reached the kernel's queue of
    // connections not yet accepted as the listener closed is reset by the kernel instead (Linux): its
    // request was never read, which the server's own count shows (docs/decisions.md, "Shutdown under
    // steady load"). No request on a connection already in use is reset, and none the server read.
    const errors = outcomes.filter((outcome) => outcome.error);
    const described = errors.map((outcome) => `${outcome.error}${outcome.fresh ? ' (new connection)' : ''}`);
    assert.ok(
      errors.every(({ error, fresh }) => error === 'ECONNREFUSED' || (error === 'ECONNRESET' && fresh)),
      `errors: ${described.join(', ')}`,
    );
    assert.ok(
      errors.some(({ error }) => error === 'ECONNREFUSED'),
      `errors: ${described.join(', ')}`,
    );
    assert.match(server.output(), /requests that ended unanswered: 0\b/, server.output().slice(-2000));
    const statuses = new Set(outcomes.filter((outcome) => outcome.status).map((outcome) => outcome.status));
    assert.deepEqual([...statuses].sort(), [200, 201]);

    // Every student whose creation was acknowledged is there after the restart.
    const created = outcomes
      .filter((outcome) => outcome.status === 201)
      .map((outcome) => (JSON.parse(outcome.body ?? '{}') as { id: number }).id);
    assert.ok(created.length > 5, `only ${created.length} writes under load`);
    const restarted = await startServer({
      DATA_DIR: server.dataDir,
      ...(server.databaseUrl && { DATABASE_URL: server.databaseUrl }),
    });
    try {
      for (const id of created) {
        const read = await fetch(`${restarted.base}/api/students/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        assert.equal(read.status, 200, `student ${id} was acknowledged and is missing`);
      }
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
  });
});

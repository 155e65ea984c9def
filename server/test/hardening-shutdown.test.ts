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
    server = await startServer();
    child = server.child;
  });
  after(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
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
    for (let i = 0; i < 12; i += 1) send('POST', '/api/authenticate', { username: 'admin', password: 'admin1234' });
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
    assert.deepEqual(statuses, [...Array(12).fill(200), ...Array(12).fill(201)], server.output());

    assert.equal(await server.exited, 0, server.output());
    await assert.rejects(fetch(`${server.base}/api/health`), 'a new connection after shutdown was accepted');
    assert.ok(Date.now() - signalledAt < 12_000, 'shutdown took longer than its bound');
  });
});

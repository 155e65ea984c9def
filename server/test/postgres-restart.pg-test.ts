/**
 * Two server processes on one PostgreSQL survive it restarting and going away for a while, under load
 * (issue 30 item 3): neither process dies, every answer meanwhile is a 2xx or a 503 saying the database
 * is unavailable (never a 500), readiness says 503 while it is away, and both answer again once it is
 * back, with every acknowledged write still there.
 *
 * It restarts a PostgreSQL cluster of its own (helpers/private-postgres.ts), so it is not an API-suite
 * file (`*.test.ts`): CI's PostgreSQL step runs it by name (.ci/run). Run it alone with
 * `node --import tsx --test server/test/postgres-restart.pg-test.ts` (PRIVATE_PG_PORT picks the port).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type PrivatePostgres, postgresBinaries, startPrivatePostgres } from './helpers/private-postgres';
import { startServer } from './helpers/server-process';

const bin = postgresBinaries();
const OUTAGE_MS = Number(process.env.PG_OUTAGE_SECONDS ?? 8) * 1000;
type Server = Awaited<ReturnType<typeof startServer>>;

describe('two server processes while their PostgreSQL restarts and goes away', {
  skip: bin
    ? false
    : 'PostgreSQL server binaries (initdb, pg_ctl under /usr/lib/postgresql/*/bin) are not installed: apt-get install postgresql',
}, () => {
  let cluster: PrivatePostgres;
  const servers: Server[] = [];
  before(async () => {
    cluster = await startPrivatePostgres(bin as string, Number(process.env.PRIVATE_PG_PORT) || undefined);
    // One after the other: the first applies the migrations and creates the administrator.
    for (let i = 0; i < 2; i += 1)
      servers.push(await startServer({ DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '4' }));
  });
  after(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    cluster?.remove();
  });

  test('a restart and an outage under load: no process dies, no 500, 503 while away, all answer after', async (t) => {
    const tokens = await Promise.all(servers.map((server) => signIn(server.base)));
    const outcomes: { status: number | string; body: string; server: number }[] = [];
    const created: number[] = [];
    let loading = true;
    const load = async (which: number, worker: number) => {
      const { base } = servers[which];
      const headers = { authorization: `Bearer ${tokens[which]}`, 'content-type': 'application/json' };
      for (let i = 0; loading; i += 1) {
        const write = i % 2 === 1;
        try {
          const response = await fetch(`${base}/api/students${write ? '' : '?page=1&pageSize=5'}`, {
            method: write ? 'POST' : 'GET',
            headers,
            ...(write && { body: JSON.stringify({ firstName: `Load${which}${worker}`, lastName: `N${i}` }) }),
          });
          const body = await response.text();
          outcomes.push({ status: response.status, body, server: which });
          if (response.status === 201) created.push((JSON.parse(body) as { id: number }).id);
        } catch (error) {
          outcomes.push({
            status: (error as Error & { cause?: { code?: string } }).cause?.code ?? String(error),
            body: '',
            server: which,
          });
        }
        await sleep(25);
      }
    };
    const workers = [load(0, 0), load(0, 1), load(1, 0), load(1, 1)];
    try {
      await restartAndOutage();
    } finally {
      loading = false;
      await Promise.all(workers);
    }
    for (const [which, server] of servers.entries()) {
      assert.equal(server.child.exitCode, null, `process ${which} died: ${server.output().slice(-3000)}`);
    }

    async function restartAndOutage() {
      await sleep(1_500);
      cluster.restart();
      await waitUntilReady(servers);
      await sleep(1_000);

      cluster.stop();
      const outageEnds = Date.now() + OUTAGE_MS;
      await sleep(1_000);
      for (const [which, server] of servers.entries()) {
        const ready = await fetch(`${server.base}/api/ready`);
        assert.equal(ready.status, 503, `process ${which}: readiness while the database is away`);
        assert.equal((await fetch(`${server.base}/api/health`)).status, 200, `process ${which}: liveness`);
        const read = await fetch(`${server.base}/api/students`, {
          headers: { authorization: `Bearer ${tokens[which]}` },
        });
        assert.equal(read.status, 503, `process ${which}: a read while the database is away`);
        const body = (await read.json()) as { errorCode: string; errorMessage: string };
        assert.equal(body.errorCode, 'unavailable');
        assert.match(body.errorMessage, /database/i);
        assert.ok(read.headers.get('retry-after'), 'a 503 says when to try again');
      }
      await sleep(Math.max(0, outageEnds - Date.now()));
      cluster.start();
      await waitUntilReady(servers);
      await sleep(1_000);
    }
    const counts = new Map<string, number>();
    for (const { status } of outcomes) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
    t.diagnostic(`answers: ${[...counts].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    if (process.env.PG_RESTART_TEST_OUTPUT) for (const server of servers) console.log(server.output());
    const unexpected = outcomes.filter((outcome) => ![200, 201, 503].includes(outcome.status as number));
    assert.deepEqual(unexpected.slice(0, 5), [], `${unexpected.length} answers were neither 2xx nor 503`);
    for (const outcome of outcomes.filter((o) => o.status === 503)) {
      assert.equal((JSON.parse(outcome.body) as { errorCode: string }).errorCode, 'unavailable');
    }
    assert.ok(outcomes.filter((o) => o.status === 503).length > 0, 'the load never met the outage');
    assert.ok(created.length > 0, 'no write went through');

    // Both answer reads and writes again, and every write acknowledged before, during or after is kept.
    for (const [which, server] of servers.entries()) {
      const headers = { authorization: `Bearer ${tokens[which]}`, 'content-type': 'application/json' };
      const response = await fetch(`${server.base}/api/students`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ firstName: 'After', lastName: `Restart${which}` }),
      });
      assert.equal(response.status, 201, await response.clone().text());
      created.push(((await response.json()) as { id: number }).id);
    }
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from students where id = any($1)', [
        created,
      ]);
      assert.equal(rows[0].n, created.length, 'an acknowledged write is missing');
    } finally {
      await client.end();
    }
  });
});

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { id_token: string }).id_token;
}

/** Both processes answer readiness again (the pool reconnects on the next query), within 30 s. */
async function waitUntilReady(servers: Server[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (const [which, server] of servers.entries()) {
    for (;;) {
      assert.equal(server.child.exitCode, null, `process ${which} died: ${server.output().slice(-3000)}`);
      const status = await fetch(`${server.base}/api/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      assert.ok(Date.now() < deadline, `process ${which} is not ready again 30 s after the database came back`);
      await sleep(200);
    }
  }
}

/**
 * Two API instances on one database behave as one: the sign-in limits live in the database, so
 * failures counted by one instance limit the other, and a restarted instance still counts them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DatabaseHandle } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/app';
import { openTestDatabase, privatePostgresDatabase } from './helpers/database';
import { ON_PGLITE } from './helpers/locks';
import { startServer } from './helpers/server-process';
import { DEFAULT_PASSWORD, insertUser } from './helpers/users';

const signIn = (t: TestApp, password: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/authenticate', payload: { username: 'shared', password }, remoteAddress });

describe('sign-in limits shared by two app instances on one database', () => {
  let database: DatabaseHandle;
  let first: TestApp;
  let second: TestApp;
  before(async () => {
    database = await openTestDatabase();
    first = await createTestApp({ database });
    second = await createTestApp({ database });
    await insertUser(database.db, { login: 'shared', role: 'ROLE_OPERATOR' });
  });
  after(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  test('failures on one instance limit the other, and a restarted instance still counts them', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await signIn(first, `guess-${i}`, '10.7.0.1')).statusCode, 401);
    for (let i = 3; i < 5; i += 1) assert.equal((await signIn(second, `guess-${i}`, '10.7.0.1')).statusCode, 401);
    // Five failures between them: both refuse the sixth try from that address, even the right password.
    assert.equal((await signIn(first, DEFAULT_PASSWORD, '10.7.0.1')).statusCode, 429);
    assert.equal((await signIn(second, DEFAULT_PASSWORD, '10.7.0.1')).statusCode, 429);

    await first.app.close();
    const restarted = await createTestApp({ database });
    try {
      assert.equal((await signIn(restarted, DEFAULT_PASSWORD, '10.7.0.1')).statusCode, 429);
      assert.equal((await signIn(restarted, DEFAULT_PASSWORD, '10.7.0.2')).statusCode, 200);
    } finally {
      await restarted.close();
    }
  });
});

describe('two server processes on one PostgreSQL database', { skip: ON_PGLITE }, () => {
  let database: Awaited<ReturnType<typeof privatePostgresDatabase>>;
  let servers: Awaited<ReturnType<typeof startServer>>[] = [];
  before(async () => {
    database = await privatePostgresDatabase(process.env.DATABASE_URL ?? '');
    // One after the other: the first applies the migrations and creates the administrator.
    servers.push(await startServer({ DATABASE_URL: database.url }));
    servers.push(await startServer({ DATABASE_URL: database.url }));
  });
  after(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    servers = [];
    await database.drop();
  });

  const authenticate = (base: string, username: string, password: string) =>
    fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  test('an account change through one process is seen by the other; failures counted by one limit the other', async () => {
    const [a, b] = servers;
    const adminToken = ((await (await authenticate(a.base, 'admin', 'admin1234')).json()) as { id_token: string })
      .id_token;
    const asAdmin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const created = await fetch(`${a.base}/api/staff`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({
        login: 'shared2',
        email: 'shared2@example.com',
        password: 'pass1234',
        role: 'ROLE_OPERATOR',
      }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const { id } = (await created.json()) as { id: number };
    const token = ((await (await authenticate(b.base, 'shared2', 'pass1234')).json()) as { id_token: string }).id_token;
    const account = () => fetch(`${b.base}/api/account`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal((await account()).status, 200);
    // Deleted through the first process: the second, which has the account cached, refuses it once the
    // database's notification arrives.
    assert.equal(
      (
        await fetch(`${a.base}/api/staff/${id}`, {
          method: 'DELETE',
          headers: { authorization: asAdmin.authorization },
        })
      ).status,
      200,
    );
    let status = 200;
    for (let attempt = 0; attempt < 50 && status === 200; attempt += 1) {
      status = (await account()).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(status, 401);

    for (let i = 0; i < 5; i += 1) {
      assert.equal((await authenticate((i % 2 ? a : b).base, 'admin', `guess-${i}`)).status, 401);
    }
    assert.equal((await authenticate(a.base, 'admin', 'admin1234')).status, 429);
    assert.equal((await authenticate(b.base, 'admin', 'admin1234')).status, 429);
  });
});

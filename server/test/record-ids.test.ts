/**
 * Ids are PostgreSQL integers. A path id beyond 2,147,483,647 names no record: every route must refuse
 * it as bad input naming the parameter (400), never pass it to the database (which answers a 500).
 * Body and query ids are covered per endpoint in bad-input/<domain>.cases.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Role } from '../src/db/schema';
import { MAX_RECORD_ID } from '../src/lib/validation';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { registeredRoutes } from './helpers/routes';
import { insertRoleUsers, ROLE_NAMES } from './helpers/users';

const TOO_BIG = String(MAX_RECORD_ID + 1);

describe('record ids beyond PostgreSQL integer', () => {
  let t: TestApp;
  const headers = {} as Record<Role, AuthHeader>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    for (const role of ROLE_NAMES) headers[role] = await t.signIn(role.slice(5).toLowerCase());
  });
  after(() => t.close());

  test('every route with a path id answers 400 naming it, for a role allowed to call it, and writes nothing', async () => {
    const withIds = registeredRoutes(t.app).filter((route) => /\/:\w+/.test(route));
    assert.ok(withIds.length >= 20, `only ${withIds.length} routes with path ids found`);
    const snapshot = await tableSnapshot(t.db);
    for (const route of withIds) {
      const [method, path] = route.split(' ');
      const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const url = path.replace(/:(\w+)/g, TOO_BIG);
      const statuses: number[] = [];
      for (const role of ROLE_NAMES) {
        const response = await t.inject({ method: method as 'GET', url, headers: headers[role], payload: undefined });
        statuses.push(response.statusCode);
        assert.notEqual(response.statusCode, 500, `${route} as ${role}: ${response.body}`);
        if (response.statusCode === 403) continue;
        assert.equal(response.statusCode, 400, `${route} as ${role}: ${response.body}`);
        const fields = response.json().fieldErrors.map((error: { field: string }) => error.field);
        assert.ok(
          fields.some((field: string) => names.includes(field)),
          `${route}: expected an error on ${names.join(' or ')}, got ${fields}`,
        );
      }
      assert.ok(statuses.includes(400), `${route}: every role was refused (${statuses}), so the id was never checked`);
    }
    assert.deepEqual(await tableSnapshot(t.db), snapshot, 'a refused id wrote to the database');
  });
});

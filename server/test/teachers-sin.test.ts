/**
 * The SIN is sensitive (issue 3): encrypted at rest, never in a list, view, create or edit response,
 * never in the log, shown masked, and revealed in clear only to an administrator who asks.
 * This file builds its app with the production logger options writing to memory, to read the log.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createTokenService } from '../src/lib/jwt';
import { LOG_SERIALIZERS } from '../src/lib/log-safety';
import { createInertJobQueue } from '../src/platform/jobs/job-queue';
import { nullMailer } from '../src/platform/mail/mailer';
import { loadConfig } from '../src/plugins/env';
import { assertNoSecrets, JWT_SECRET, PUBLIC_URL, testFieldCipher } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { DEFAULT_PASSWORD, insertRoleUsers } from './helpers/users';

const SIN = '046454286';
const SIN_GROUPS = ['046', '454', '286'];

describe('teacher SIN', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const logLines: string[] = [];
  const headers: Record<string, { authorization: string }> = {};
  let teacherId: number;
  let adminId: number;

  const inject = async (options: InjectOptions) => {
    const response = await app.inject(options);
    assertNoSecrets(response);
    return response;
  };
  /** A body must show neither the SIN as stored nor as typed with separators. */
  const assertNoSin = (body: string, where: string) => {
    for (const form of [SIN, SIN_GROUPS.join(' '), SIN_GROUPS.join('-')])
      assert.ok(!body.includes(form), `${where} contains the SIN: ${body.slice(0, 300)}`);
  };

  before(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: loadConfig({ STATIC_DIR: '/nonexistent', PUBLIC_URL }),
      database,
      tokens: createTokenService(JWT_SECRET),
      mailer: nullMailer,
      jobs: createInertJobQueue(),
      sms: { send: async () => {} },
      fieldCipher: testFieldCipher,
      logger: {
        level: 'trace',
        serializers: LOG_SERIALIZERS,
        stream: { write: (line: string) => logLines.push(line) },
      },
    });
    await app.ready();
    const users = await insertRoleUsers(database.db);
    for (const login of ['admin', 'operator']) {
      const response = await inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: login, password: DEFAULT_PASSWORD },
      });
      headers[login] = { authorization: `Bearer ${response.json().id_token}` };
    }
    adminId = users.ROLE_ADMIN.id;
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  test('create, edit, view and list show only "*** *** 286"; the database holds ciphertext', async () => {
    const created = await inject({
      method: 'POST',
      url: '/api/teachers',
      headers: headers.operator,
      payload: { login: 'sinteacher', email: 'sin@example.com', password: 'secret1', sin: SIN_GROUPS.join(' ') },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().sinMasked, '*** *** 286');
    assertNoSin(created.body, 'the create response');
    teacherId = created.json().id;

    const edited = await inject({
      method: 'PUT',
      url: `/api/teachers/${teacherId}`,
      headers: headers.operator,
      payload: { login: 'sinteacher', email: 'sin@example.com', firstName: 'Sina' },
    });
    assert.equal(edited.json().sinMasked, '*** *** 286', 'an edit without sin keeps it');
    assertNoSin(edited.body, 'the edit response');
    const viewed = await inject({ method: 'GET', url: `/api/teachers/${teacherId}`, headers: headers.admin });
    assert.equal(viewed.json().sinMasked, '*** *** 286');
    assertNoSin(viewed.body, 'the view response');
    const listed = await inject({ method: 'GET', url: '/api/teachers', headers: headers.admin });
    assert.equal(listed.json().total, 2);
    const row = listed.json().data.find((teacher: { id: number }) => teacher.id === teacherId);
    assert.equal(row?.sinMasked, '*** *** 286');
    assertNoSin(listed.body, 'the list response');

    const stored = await database.db.execute(sql`select t::text as row from teachers t`);
    assertNoSin(JSON.stringify(stored.rows), 'the teachers table');
    const [{ sin_encrypted: encrypted }] = (
      await database.db.execute<{ sin_encrypted: string }>(
        sql`select sin_encrypted from teachers where user_id = ${teacherId}`,
      )
    ).rows;
    assert.equal(testFieldCipher.decrypt(encrypted), SIN, 'stored encrypted with the field key');
  });

  test('an operator gets 403 on reveal; an administrator gets the digits, uncached, and the reveal is logged', async () => {
    const url = `/api/teachers/${teacherId}/sin`;
    const refused = await inject({ method: 'POST', url, headers: headers.operator });
    assert.equal(refused.statusCode, 403);
    assertNoSin(refused.body, 'the refused reveal');

    const revealed = await inject({ method: 'POST', url, headers: headers.admin });
    assert.equal(revealed.statusCode, 200, revealed.body);
    assert.deepEqual(revealed.json(), { sin: SIN });
    assert.equal(revealed.headers['cache-control'], 'no-store');

    const entries = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'SIN revealed');
    assert.equal(entries.length, 1);
    assert.equal(entries[0].teacherId, teacherId);
    assert.equal(entries[0].adminId, adminId);
  });

  test('a new SIN replaces the old one, null clears it, 8 digits or letters are refused', async () => {
    const edit = (sin: unknown) =>
      inject({
        method: 'PUT',
        url: `/api/teachers/${teacherId}`,
        headers: headers.admin,
        payload: { login: 'sinteacher', email: 'sin@example.com', sin },
      });
    const replaced = await edit('130-692-544');
    assert.equal(replaced.json().sinMasked, '*** *** 544');
    assertNoSin(replaced.body, 'the edit response');
    const reveal = await inject({ method: 'POST', url: `/api/teachers/${teacherId}/sin`, headers: headers.admin });
    assert.equal(reveal.json().sin, '130692544');

    for (const bad of ['12345678', '12345678a', '1234567890']) {
      const refused = await edit(bad);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().fieldErrors, [{ field: 'sin', message: 'must be exactly 9 digits' }]);
    }
    const cleared = await edit(null);
    assert.equal(cleared.json().sinMasked, null);
    const none = await inject({ method: 'POST', url: `/api/teachers/${teacherId}/sin`, headers: headers.admin });
    assert.deepEqual(none.json(), { sin: null });
  });

  test('no SIN, in any form, was ever written to the log', () => {
    assert.ok(logLines.length > 5, 'the log captured the requests');
    assertNoSin(logLines.join('\n'), 'the log');
    assert.ok(!logLines.join('\n').includes('130692544') && !logLines.join('\n').includes('130-692-544'));
  });
});

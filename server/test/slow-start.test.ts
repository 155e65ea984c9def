/**
 * A slow start is not a failed start (issue 30 item 7): start-up work inside the app (the job queue's
 * queues and schedules, started when the app is ready) once took longer than Fastify's 10 s plugin
 * time-out on a loaded machine, and the server crashed instead of starting.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createTokenService } from '../src/lib/jwt';
import { createInertJobQueue } from '../src/modules/jobs/job-queue';
import { nullMailer } from '../src/modules/mail/mailer';
import { loadConfig } from '../src/plugins/env';
import { JWT_SECRET, PUBLIC_URL, testFieldCipher } from './helpers/app';
import { openTestDatabase } from './helpers/database';

describe('a slow start', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => {
    await database.close();
  });

  test('start-up work taking longer than 10 s still ends in a started app', async () => {
    let started = false;
    const jobs = {
      ...createInertJobQueue(),
      start: async () => {
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        started = true;
      },
    };
    const app = await buildApp({
      config: loadConfig({ STATIC_DIR: '/nonexistent', PUBLIC_URL }),
      database,
      tokens: createTokenService(JWT_SECRET),
      mailer: nullMailer,
      jobs,
      sms: { send: async () => {} },
      fieldCipher: testFieldCipher,
    });
    try {
      await app.ready();
      assert.equal(started, true);
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

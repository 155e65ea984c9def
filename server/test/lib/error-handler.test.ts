/** What a request gets when PostgreSQL gives up on its transaction because of a concurrent one. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { registerErrorHandler } from '../../src/plugins/error-handler';

/** A failure as Drizzle reports it: the driver's error, with its SQLSTATE, as the cause. */
const failedQuery = (code: string) =>
  new DrizzleQueryError(
    'update "users" set "password_hash" = $1 where "id" = $2',
    ['x', 1],
    Object.assign(new Error('failed'), { code }),
  );

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return response;
}

describe('error handler', () => {
  test('a deadlock or serialization failure is a 409 asking to try again, not a 500', async () => {
    for (const code of ['40P01', '40001']) {
      const response = await answerTo(failedQuery(code));
      assert.equal(response.statusCode, 409, code);
      assert.deepEqual(response.json(), {
        success: false,
        errorCode: 'concurrentchange',
        errorMessage:
          'Someone else was changing the same records at the same moment. Nothing was saved: please try again.',
        showType: 2,
      });
    }
  });

  test('any other database failure stays a 500 with no detail', async () => {
    const response = await answerTo(failedQuery('23502'));
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().errorCode, 'internal');
    assert.ok(!response.body.includes('password_hash'));
  });
});

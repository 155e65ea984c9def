import assert from 'node:assert/strict';
import os from 'node:os';
import { describe, test } from 'node:test';
import { defaultPoolSize } from '../src/db/client';
import { loadConfig } from '../src/plugins/env';

describe('configuration', () => {
  test('DATABASE_POOL_SIZE sets the PostgreSQL pool; unset, it is left to the cores', () => {
    assert.equal(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize, 12);
    assert.equal(loadConfig({}).databasePoolSize, undefined);
    // An empty value means "not set", like every other setting.
    assert.equal(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize, undefined);
    assert.equal(defaultPoolSize(), 2 * os.availableParallelism() + 1);
  });

  test('a pool size that is not a whole number from 1 to 200 is refused, naming the setting', () => {
    for (const value of ['0', '-3', '2.5', 'ten', '201']) {
      assert.throws(() => loadConfig({ DATABASE_POOL_SIZE: value }), /DATABASE_POOL_SIZE/, value);
    }
  });

  test('PGLITE_WORKER: the embedded database runs in its worker thread unless it is off', () => {
    assert.equal(loadConfig({}).pgliteWorker, true);
    assert.equal(loadConfig({ PGLITE_WORKER: 'on' }).pgliteWorker, true);
    assert.equal(loadConfig({ PGLITE_WORKER: 'off' }).pgliteWorker, false);
    assert.throws(() => loadConfig({ PGLITE_WORKER: 'no' }), /PGLITE_WORKER/);
  });
});

import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
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

  test('DKIM: all three settings or none, and the key must be an RSA private key; \\n in it is a line break', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const dkim = loadConfig({
      DKIM_DOMAIN: 'centre.example',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: pem.trim().replaceAll('\n', '\\n'),
    }).dkim;
    assert.deepEqual(dkim, { domainName: 'centre.example', keySelector: 'mail2026', privateKey: pem.trim() });
    assert.equal(loadConfig({}).dkim, undefined);
    assert.throws(() => loadConfig({ DKIM_DOMAIN: 'centre.example', DKIM_SELECTOR: 'mail' }), /set all three or none/);
    assert.throws(
      () => loadConfig({ DKIM_DOMAIN: 'centre.example', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: 'not a key' }),
      /DKIM_PRIVATE_KEY: is not an RSA private key/,
    );
    assert.throws(
      () => loadConfig({ DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: pem }),
      /DKIM_DOMAIN/,
    );
  });
});

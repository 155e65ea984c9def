import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPassword, verifyPassword } from '../../src/lib/passwords';

describe('password hashes', () => {
  test("the product's hashes use scrypt at cost 2^15 and check the right password only", async () => {
    const stored = await hashPassword('correct-horse');
    assert.match(stored, /^scrypt\$32768\$8\$1\$/);
    assert.equal(await verifyPassword('correct-horse', stored), true);
    assert.equal(await verifyPassword('correct-hors', stored), false);
  });

  test('two hashes of one password differ (a salt each)', async () => {
    assert.notEqual(await hashPassword('same'), await hashPassword('same'));
  });
});

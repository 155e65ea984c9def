/** The token service remembers tokens it verified, but never past their expiry or for another secret. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { createTokenService } from '../../src/lib/jwt';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';

/** A token like the service's own, expiring `seconds` from now. */
const tokenExpiringIn = (seconds: number, secret = SECRET) =>
  new SignJWT({ auth: 'ROLE_ADMIN', ver: 3 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('7')
    .setIssuer('centre-admin')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(secret));

describe('token service', () => {
  test('a token verified once is verified again without change; its claims are the same', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ userId: 7, role: 'ROLE_OPERATOR', tokenVersion: 2 }, { rememberMe: false });
    const expected = { userId: 7, role: 'ROLE_OPERATOR', tokenVersion: 2 };
    assert.deepEqual(await tokens.verify(token), expected);
    assert.deepEqual(await tokens.verify(token), expected);
  });

  test('a remembered token is refused once it has expired', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokenExpiringIn(2);
    assert.equal((await tokens.verify(token))?.userId, 7);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    assert.equal(await tokens.verify(token), undefined);
  });

  test('tokens of another secret, or altered, are refused while a good one is remembered', async () => {
    const tokens = createTokenService(SECRET);
    const good = await tokenExpiringIn(600);
    assert.equal((await tokens.verify(good))?.userId, 7);
    assert.equal(await tokens.verify(await tokenExpiringIn(600, 'another-secret-of-enough-length-for-it')), undefined);
    const [header, payload, signature] = good.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    assert.equal(await tokens.verify(altered), undefined);
    assert.equal(await createTokenService('a-different-secret-entirely-here-xx').verify(good), undefined);
  });
});

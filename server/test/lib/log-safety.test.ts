import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm';
import { LOG_SERIALIZERS, redactUrl, serializeRequest } from '../../src/lib/log-safety';

test('one-time keys in a URL never reach the log', () => {
  assert.equal(redactUrl('/api/activate?key=abc123-XYZ_'), '/api/activate?key=[redacted]');
  assert.equal(redactUrl('/x?a=1&token=secret&b=2'), '/x?a=1&token=[redacted]&b=2');
  assert.equal(redactUrl('/api/staff?page=2&keyword=ann'), '/api/staff?page=2&keyword=ann');
});

test('calendar feed and card authentication tokens in a path never reach the log', () => {
  const feed = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
  assert.equal(redactUrl(`/api/calendar-feeds/${feed}.ics`), '/api/calendar-feeds/[redacted]');
  assert.equal(
    redactUrl(`/api/calendar-feeds/${feed}.ics?from=2030-01-01`),
    '/api/calendar-feeds/[redacted]?from=2030-01-01',
  );
  assert.equal(
    redactUrl('/api/billing/test-provider/challenges/9a8b7c6d5e4f?x=1&token=t'),
    '/api/billing/test-provider/challenges/[redacted]?x=1&token=[redacted]',
  );
  assert.equal(redactUrl('/api/calendar-links/mine/feed'), '/api/calendar-links/mine/feed');
});

test('the request serializer keeps method, redacted URL and caller only', () => {
  const logged = serializeRequest({ method: 'GET', url: '/api/activate?key=s3cret', ip: '127.0.0.1' });
  assert.deepEqual(logged, { method: 'GET', url: '/api/activate?key=[redacted]', remoteAddress: '127.0.0.1' });
  assert.ok(!JSON.stringify(logged).includes('s3cret'));
});

test('a failed query is logged with its statement and SQLSTATE, never its values', () => {
  const cause = Object.assign(new Error('value too long for type character varying(20)'), {
    code: '22001',
    detail: 'Key (email)=(ann@example.com) already exists.',
    table: 'users',
    column: 'phone',
  });
  const failed = new DrizzleQueryError(
    'insert into "users" ("login", "password_hash", "phone") values ($1, $2, $3)',
    ['ann', 'scrypt$32768$8$1$c2VjcmV0', '123456789012345678901'],
    cause,
  );
  const logged = LOG_SERIALIZERS.err(failed);
  const json = JSON.stringify(logged);
  for (const value of ['scrypt$32768', '123456789012345678901', 'ann@example.com', 'params']) {
    assert.ok(!json.includes(value), `${value} reached the log: ${json}`);
  }
  assert.equal(
    logged.message,
    'Failed query: insert into "users" ("login", "password_hash", "phone") values ($1, $2, $3)',
  );
  assert.match(logged.stack, /^\s+at /);
  assert.deepEqual(
    { code: logged.cause?.code, table: logged.cause?.table, column: logged.cause?.column },
    { code: '22001', table: 'users', column: 'phone' },
  );
});

test('other errors keep their message', () => {
  const logged = LOG_SERIALIZERS.err(new TypeError('cannot read x of undefined'));
  assert.deepEqual([logged.type, logged.message], ['TypeError', 'cannot read x of undefined']);
});

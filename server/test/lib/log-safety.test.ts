import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactUrl, serializeRequest } from '../../src/lib/log-safety';

test('one-time keys in a URL never reach the log', () => {
  assert.equal(redactUrl('/api/activate?key=abc123-XYZ_'), '/api/activate?key=[redacted]');
  assert.equal(redactUrl('/x?a=1&token=secret&b=2'), '/x?a=1&token=[redacted]&b=2');
  assert.equal(redactUrl('/api/staff?page=2&keyword=ann'), '/api/staff?page=2&keyword=ann');
});

test('the request serializer keeps method, redacted URL and caller only', () => {
  const logged = serializeRequest({ method: 'GET', url: '/api/activate?key=s3cret', ip: '127.0.0.1' });
  assert.deepEqual(logged, { method: 'GET', url: '/api/activate?key=[redacted]', remoteAddress: '127.0.0.1' });
  assert.ok(!JSON.stringify(logged).includes('s3cret'));
});

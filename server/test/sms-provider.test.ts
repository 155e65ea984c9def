import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createSmsSender } from '../src/platform/mail/sms-sender';
import { loadConfig } from '../src/plugins/env';

type Received = { path: string; auth: string; form: URLSearchParams };

/** A local fake of Twilio's Messages endpoint: accepts, or refuses numbers starting +1999 like Twilio does. */
describe('Twilio SMS provider against a local fake of its REST API', () => {
  const received: Received[] = [];
  let server: http.Server;
  let apiUrl: string;
  before(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        received.push({ path: request.url ?? '', auth: request.headers.authorization ?? '', form });
        response.setHeader('content-type', 'application/json');
        if (form.get('To')?.startsWith('+1999')) {
          response.statusCode = 400;
          response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }));
          return;
        }
        response.statusCode = 201;
        response.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () =>
    loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+14165550000',
      TWILIO_API_URL: apiUrl,
    }).sms;

  test('a message is posted form-encoded with the account’s basic auth', async () => {
    const sender = createSmsSender(config(), { info: () => assert.fail('must not log') });
    await sender.send('+14165550123', 'Your sign-in code is 123456.');
    const [message] = received;
    assert.equal(message.path, '/2010-04-01/Accounts/AC0123/Messages.json');
    assert.equal(message.auth, `Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`);
    assert.deepEqual(Object.fromEntries(message.form), {
      To: '+14165550123',
      From: '+14165550000',
      Body: 'Your sign-in code is 123456.',
    });
  });

  test('a refusal surfaces with the provider’s code and message', async () => {
    const sender = createSmsSender(config(), { info: () => {} });
    await assert.rejects(sender.send('+19995550123', 'x'), /refused the message \(400 21211\): The 'To' number/);
  });

  test('without a provider the log sender is used; twilio without credentials fails at start', () => {
    const logged: object[] = [];
    const sender = createSmsSender(loadConfig({}).sms, { info: (obj) => logged.push(obj) });
    return sender.send('+14165550123', 'hello').then(() => {
      assert.deepEqual(logged, [{ sms: { to: '+14165550123', text: 'hello' } }]);
      assert.throws(() => loadConfig({ SMS_PROVIDER: 'twilio' }), /needs TWILIO_ACCOUNT_SID/);
    });
  });
});

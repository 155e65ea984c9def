import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { smsCodes, users } from '../src/db/schema';
import { createTokenService } from '../src/lib/jwt';
import { sha256 } from '../src/lib/tokens';
import { createTestApp, JWT_SECRET, keyFromMail, type TestApp } from './helpers/app';
import { DEFAULT_PASSWORD, insertRoleUsers, insertUser } from './helpers/users';

const DAY = 24 * 60 * 60;

function lifetimeOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return payload.exp - payload.iat;
}

/** Each scenario signs in from its own address so the per-address failure limit never couples them. */
let addressCounter = 0;
const freshAddress = () => `10.1.0.${++addressCounter}`;

describe('authentication', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    await insertUser(t.db, { login: 'phoneuser', role: 'ROLE_TEACHER', phone: '+14165550123' });
  });
  after(() => t.close());

  const authenticate = (payload: object, remoteAddress = freshAddress()) =>
    t.inject({ method: 'POST', url: '/api/authenticate', payload, remoteAddress });

  test('account login returns a token that opens GET /api/account; rememberMe makes it last 30 days', async () => {
    const session = await authenticate({ username: 'Operator', password: DEFAULT_PASSWORD, type: 'account' });
    assert.equal(session.statusCode, 200);
    assert.equal(lifetimeOf(session.json().id_token), DAY);
    const remembered = await authenticate({ username: 'operator', password: DEFAULT_PASSWORD, rememberMe: true });
    assert.equal(lifetimeOf(remembered.json().id_token), 30 * DAY);

    const account = await t.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${remembered.json().id_token}` },
    });
    assert.equal(account.statusCode, 200);
    assert.equal(account.json().login, 'operator');
    assert.deepEqual(account.json().authorities, ['ROLE_OPERATOR', 'INTERNAL_STAFF']);
  });

  test('a wrong password or unknown login gets 401 "Incorrect username/password"', async () => {
    for (const payload of [
      { username: 'operator', password: 'wrong-password' },
      { username: 'nobody-here', password: DEFAULT_PASSWORD },
    ]) {
      const response = await authenticate(payload);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().success, false);
      assert.equal(response.json().errorCode, 'badcredentials');
      assert.equal(response.json().errorMessage, 'Incorrect username/password');
    }
  });

  test('garbage, foreign-secret, expired, unsigned and missing tokens are refused with 401', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.login, 'admin'));
    const claims = { userId: admin.id, role: admin.role, tokenVersion: admin.tokenVersion };
    assert.equal(
      (
        await t.inject({
          method: 'GET',
          url: '/api/account',
          headers: {
            authorization: `Bearer ${await createTokenService(JWT_SECRET).sign(claims, { rememberMe: false })}`,
          },
        })
      ).statusCode,
      200,
    );

    const foreign = await createTokenService('another-secret-of-at-least-32-characters').sign(claims, {
      rememberMe: false,
    });
    const expired = await new SignJWT({ auth: 'ROLE_ADMIN', ver: admin.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuer('centre-admin')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const unsigned = new UnsecuredJWT({ auth: 'ROLE_ADMIN', ver: admin.tokenVersion })
      .setSubject(String(admin.id))
      .setIssuer('centre-admin')
      .encode();
    for (const authorization of [
      'Bearer not-a-token',
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      `Bearer ${unsigned}`,
      'Basic YWRtaW46YWRtaW4=',
      undefined,
    ]) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/account',
        headers: authorization ? { authorization } : {},
      });
      assert.equal(response.statusCode, 401, `${authorization}: ${response.body}`);
      assert.equal(response.json().errorCode, 'unauthenticated');
    }
  });

  test('after 5 failures for one login from one address the right password gets 429, other addresses still sign in', async () => {
    await insertUser(t.db, { login: 'throttled', role: 'ROLE_OPERATOR' });
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await authenticate({ username: 'throttled', password: `guess-${i}` }, address);
      assert.equal(response.statusCode, 401);
    }
    const blocked = await authenticate({ username: 'throttled', password: DEFAULT_PASSWORD }, address);
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().errorCode, 'toomanyattempts');
    assert.match(
      blocked.json().errorMessage,
      /^Too many failed sign-in attempts\. Please wait \d+ minute\(s\) and try again\.$/,
    );
    // The block is per login too: a different login from the same address is not affected.
    assert.equal((await authenticate({ username: 'operator', password: DEFAULT_PASSWORD }, address)).statusCode, 200);
    assert.equal((await authenticate({ username: 'throttled', password: DEFAULT_PASSWORD })).statusCode, 200);
  });

  describe('phone login', () => {
    const sendCode = (mobile: string) => t.inject({ method: 'GET', url: '/api/login/captcha', query: { mobile } });
    const lastCode = () => {
      const text = t.sms.at(-1)?.text ?? '';
      const code = text.match(/\b(\d{6})\b/)?.[1];
      assert.ok(code, `no code in SMS "${text}"`);
      return code;
    };
    const resetCodes = () => t.database.exec(`DELETE FROM sms_codes`);

    test('GET /api/login/captcha texts a 6-digit code that signs the phone owner in once', async () => {
      await resetCodes();
      const sent = await sendCode('+1 (416) 555-0123');
      assert.equal(sent.statusCode, 200);
      assert.deepEqual(sent.json(), { success: true });
      assert.equal(t.sms.at(-1)?.phone, '+14165550123');
      const code = lastCode();

      const signedIn = await authenticate({ type: 'mobile', mobile: '+14165550123', captcha: code, rememberMe: true });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      assert.equal(lifetimeOf(signedIn.json().id_token), 30 * DAY);
      const account = await t.inject({
        method: 'GET',
        url: '/api/account',
        headers: { authorization: `Bearer ${signedIn.json().id_token}` },
      });
      assert.equal(account.json().login, 'phoneuser');

      const reused = await authenticate({ type: 'mobile', mobile: '+14165550123', captcha: code });
      assert.equal(reused.statusCode, 401);
      assert.equal(reused.json().errorMessage, 'Verification Code Error');
    });

    test('a wrong code gets 401 "Verification Code Error"', async () => {
      await resetCodes();
      await sendCode('+14165550123');
      const code = lastCode();
      const wrong = code === '000000' ? '111111' : '000000';
      const response = await authenticate({ type: 'mobile', mobile: '+14165550123', captcha: wrong });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().errorCode, 'badcaptcha');
      assert.equal(response.json().errorMessage, 'Verification Code Error');
    });

    test('a code allows only 5 tries, even spread over many addresses', async () => {
      await resetCodes();
      await sendCode('+14165550123');
      const code = lastCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        assert.equal((await authenticate({ type: 'mobile', mobile: '+14165550123', captcha: wrong })).statusCode, 401);
      }
      const late = await authenticate({ type: 'mobile', mobile: '+14165550123', captcha: code });
      assert.equal(late.statusCode, 401);
      assert.equal(late.json().errorMessage, 'Verification Code Error');
    });

    test('an expired code is refused', async () => {
      await resetCodes();
      await sendCode('+14165550123');
      const code = lastCode();
      await t.database.exec(`UPDATE sms_codes SET expires_at = now() - interval '1 second'`);
      const response = await authenticate({ type: 'mobile', mobile: '+14165550123', captcha: code });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().errorMessage, 'Verification Code Error');
    });

    test('asking again within a minute gets 429; an unknown phone gets the same 200 but no SMS', async () => {
      await resetCodes();
      assert.equal((await sendCode('+14165550123')).statusCode, 200);
      const again = await sendCode('+14165550123');
      assert.equal(again.statusCode, 429);
      assert.equal(again.json().errorCode, 'toomanyattempts');
      assert.match(again.json().errorMessage, /wait a minute/);

      const smsBefore = t.sms.length;
      const unknown = await sendCode('+14165559999');
      assert.equal(unknown.statusCode, 200);
      assert.deepEqual(unknown.json(), { success: true });
      assert.equal(t.sms.length, smsBefore);
    });
  });

  describe('phone login with a phone two accounts share', () => {
    test('signs nobody in and texts no code until only one of them is active', async () => {
      const phone = '+14165550456';
      await t.database.exec(`DELETE FROM sms_codes`);
      // Saved before phones had to be unique: the API no longer lets two current accounts share one.
      const first = await insertUser(t.db, { login: 'dupphone1', role: 'ROLE_ADMIN', phone });
      await insertUser(t.db, { login: 'dupphone2', role: 'ROLE_TEACHER', phone });
      const smsBefore = t.sms.length;
      const sent = await t.inject({ method: 'GET', url: '/api/login/captcha', query: { mobile: '+1 416 555 0456' } });
      assert.equal(sent.statusCode, 200);
      assert.equal(t.sms.length, smsBefore, 'no code for a phone that names more than one account');
      // A valid code for it (say, sent before the second account took the phone) signs in neither.
      await t.db
        .insert(smsCodes)
        .values({ phone, codeHash: sha256('246810'), expiresAt: new Date(Date.now() + 60_000) });
      const refused = await authenticate({ type: 'mobile', mobile: phone, captcha: '246810' });
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().errorCode, 'badcaptcha');

      await t.db.update(users).set({ activated: false }).where(eq(users.id, first.id));
      await t.database.exec(`DELETE FROM sms_codes`);
      await t.inject({ method: 'GET', url: '/api/login/captcha', query: { mobile: phone } });
      const code = t.sms.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
      assert.equal(t.sms.at(-1)?.phone, phone);
      const signedIn = await authenticate({ type: 'mobile', mobile: phone, captcha: String(code) });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      const account = await t.inject({
        method: 'GET',
        url: '/api/account',
        headers: { authorization: `Bearer ${signedIn.json().id_token}` },
      });
      assert.equal(account.json().login, 'dupphone2');
    });
  });

  describe('registration', () => {
    test('register → confirmation mail → confirm → approval → sign in; the key works once', async () => {
      const registered = await t.inject({
        method: 'POST',
        url: '/api/register',
        payload: { login: 'NewTeacher', email: 'New.Teacher@Example.com', password: 'secret1', firstName: 'Nina' },
      });
      assert.equal(registered.statusCode, 201, registered.body);
      assert.deepEqual(registered.json(), { success: true });
      const mail = t.mails.at(-1);
      assert.equal(mail?.to, 'new.teacher@example.com');
      assert.equal(mail?.subject, 'Confirm your e-mail address');
      const key = keyFromMail(mail, '/user/activate');

      const early = await t.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: 'newteacher', password: 'secret1' },
        remoteAddress: freshAddress(),
      });
      assert.equal(early.statusCode, 401);
      assert.equal(early.json().errorCode, 'awaitingapproval');

      const activated = await t.inject({ method: 'GET', url: '/api/activate', query: { key } });
      assert.equal(activated.statusCode, 200);
      const [created] = await t.db.select().from(users).where(eq(users.login, 'newteacher'));
      const approved = await t.inject({
        method: 'POST',
        url: `/api/registrations/${created.id}/approve`,
        headers: await t.signIn('admin'),
      });
      assert.equal(approved.statusCode, 200);
      const headers = await t.signIn('newteacher', 'secret1');
      const account = await t.inject({ method: 'GET', url: '/api/account', headers });
      assert.equal(account.json().role, 'ROLE_TEACHER');
      assert.equal(account.json().email, 'new.teacher@example.com');

      const again = await t.inject({ method: 'GET', url: '/api/activate', query: { key } });
      assert.equal(again.statusCode, 400);
      assert.equal(again.json().errorCode, 'invalidkey');
    });

    test('administrators get a notice about the new account', async () => {
      const admin = await t.signIn('admin');
      const response = await t.inject({ method: 'GET', url: '/api/notices', headers: admin });
      assert.ok(
        response.json().data.some((n: { title: string }) => n.title.includes('(newteacher)')),
        response.body,
      );
    });

    test('registering a taken login (any case) or e-mail gets 409 and sends no mail', async () => {
      const mailsBefore = t.mails.length;
      const login = await t.inject({
        method: 'POST',
        url: '/api/register',
        payload: { login: 'OPERATOR', email: 'fresh@example.com', password: 'secret1' },
      });
      assert.equal(login.statusCode, 409);
      assert.deepEqual(login.json(), {
        success: false,
        errorCode: 'userexists',
        errorMessage: 'User already exists!',
        showType: 2,
        fieldErrors: [{ field: 'login', message: 'Login user already exists' }],
      });
      const email = await t.inject({
        method: 'POST',
        url: '/api/register',
        payload: { login: 'freshlogin', email: 'ADMIN@example.com', password: 'secret1' },
      });
      assert.equal(email.statusCode, 409);
      assert.equal(email.json().errorCode, 'emailexists');
      assert.equal(email.json().errorMessage, 'Email already exists!');
      assert.equal(t.mails.length, mailsBefore);
    });

    test('an unknown activation key gets 400 invalidkey', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/activate', query: { key: 'made-up' } });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().errorCode, 'invalidkey');
    });
  });

  describe('password reset', () => {
    test('init → mail → finish: the new password works, the old one and old sessions do not', async () => {
      await insertUser(t.db, { login: 'forgetful', role: 'ROLE_OPERATOR', email: 'forgetful@example.com' });
      const oldSession = await t.signIn('forgetful');

      const init = await t.inject({
        method: 'POST',
        url: '/api/account/reset-password/init',
        payload: { email: 'Forgetful@Example.com' },
      });
      assert.equal(init.statusCode, 200);
      const mail = t.mails.at(-1);
      assert.equal(mail?.to, 'forgetful@example.com');
      assert.equal(mail?.subject, 'Reset your password');
      const key = keyFromMail(mail, '/user/reset-password');

      const finish = await t.inject({
        method: 'POST',
        url: '/api/account/reset-password/finish',
        payload: { key, newPassword: 'brand-new' },
      });
      assert.equal(finish.statusCode, 200);
      assert.deepEqual(finish.json(), { success: true });

      await t.signIn('forgetful', 'brand-new');
      const old = await t.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: 'forgetful', password: DEFAULT_PASSWORD },
        remoteAddress: freshAddress(),
      });
      assert.equal(old.statusCode, 401);
      assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: oldSession })).statusCode, 401);

      const reused = await t.inject({
        method: 'POST',
        url: '/api/account/reset-password/finish',
        payload: { key, newPassword: 'another-one' },
      });
      assert.equal(reused.statusCode, 400);
      assert.equal(reused.json().errorCode, 'invalidkey');
    });

    test('an unknown address gets the same 200 and no mail', async () => {
      const mailsBefore = t.mails.length;
      const response = await t.inject({
        method: 'POST',
        url: '/api/account/reset-password/init',
        payload: { email: 'nobody@example.com' },
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { success: true });
      assert.equal(t.mails.length, mailsBefore);
    });

    test('a reset key older than 24 hours is refused', async () => {
      await insertUser(t.db, { login: 'slowreader', role: 'ROLE_OPERATOR' });
      await t.inject({
        method: 'POST',
        url: '/api/account/reset-password/init',
        payload: { email: 'slowreader@example.com' },
      });
      const key = keyFromMail(t.mails.at(-1), '/user/reset-password');
      await t.database.exec(
        `UPDATE users SET reset_requested_at = now() - interval '25 hours' WHERE login = 'slowreader'`,
      );
      const response = await t.inject({
        method: 'POST',
        url: '/api/account/reset-password/finish',
        payload: { key, newPassword: 'too-late' },
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().errorCode, 'invalidkey');
    });
  });
});

describe('a sign-in code the SMS provider refuses', () => {
  let t: TestApp;
  let refuse = true;
  before(async () => {
    t = await createTestApp({
      sms: {
        send: async () => {
          if (refuse) throw new Error('SMS provider refused the message (400 21211): invalid number');
        },
      },
    });
    await insertUser(t.db, { login: 'refusedphone', role: 'ROLE_TEACHER', phone: '+14165550177' });
  });
  after(() => t.close());

  test('answers as for an unknown phone, keeps no code, and lets the owner ask again at once', async () => {
    const sendCode = (mobile: string) => t.inject({ method: 'GET', url: '/api/login/captcha', query: { mobile } });
    const refused = await sendCode('+14165550177');
    const unknown = await sendCode('+14165550999');
    // The same answer: a refusal must not tell which phones have accounts.
    assert.equal(refused.statusCode, unknown.statusCode);
    assert.deepEqual(refused.json(), unknown.json());
    const kept = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, '+14165550177'));
    assert.deepEqual(kept, []);
    refuse = false;
    const again = await sendCode('+14165550177');
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(t.sms.at(-1)?.phone, '+14165550177');
  });
});

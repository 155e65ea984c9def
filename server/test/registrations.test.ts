import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { MAX_REGISTRATIONS_PER_ADDRESS } from '../src/modules/auth/registration-throttle';
import { type AuthHeader, createTestApp, keyFromMail, type TestApp } from './helpers/app';
import { insertRoleUsers } from './helpers/users';

/** Each scenario registers from its own address so the per-address limit never couples them. */
let addressCounter = 0;
const freshAddress = () => `10.7.0.${++addressCounter}`;

describe('self-registered teachers wait for approval', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  const register = (login: string, remoteAddress = freshAddress()) =>
    t.inject({
      method: 'POST',
      url: '/api/register',
      payload: { login, email: `${login}@example.com`, password: 'secret1', firstName: 'Reg' },
      remoteAddress,
    });
  const signInAs = (login: string) =>
    t.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: login, password: 'secret1' },
      remoteAddress: freshAddress(),
    });
  const teacherRow = async (login: string) => {
    const page = await t.inject({ method: 'GET', url: '/api/teachers', query: { keyword: login }, headers: admin });
    return page.json().data.find((row: { login: string }) => row.login === login);
  };
  const registrationNotice = async (login: string) => {
    const response = await t.inject({ method: 'GET', url: '/api/notices', headers: admin });
    return response.json().data.find((n: { title: string }) => n.title.includes(`(${login})`));
  };
  const userId = async (login: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0].id;

  test('the e-mail link only confirms the address; an administrator approves from the notice', async () => {
    assert.equal((await register('waiting1')).statusCode, 201);
    const mail = t.mails.at(-1);
    assert.equal(mail?.subject, 'Confirm your e-mail address');
    assert.match(mail?.text ?? '', /administrator of the centre reviews every new account/);

    const early = await signInAs('waiting1');
    assert.equal(early.statusCode, 401);
    assert.equal(early.json().errorCode, 'awaitingapproval');

    const confirmed = await t.inject({
      method: 'GET',
      url: '/api/activate',
      query: { key: keyFromMail(mail, '/user/activate') },
    });
    assert.deepEqual(confirmed.json(), { success: true, awaitingApproval: true });
    const stillWaiting = await signInAs('waiting1');
    assert.equal(stillWaiting.json().errorCode, 'awaitingapproval');
    assert.deepEqual(
      (({ activated, awaitingApproval, emailConfirmed }) => ({ activated, awaitingApproval, emailConfirmed }))(
        await teacherRow('waiting1'),
      ),
      { activated: false, awaitingApproval: true, emailConfirmed: true },
    );

    const notice = await registrationNotice('waiting1');
    const id = await userId('waiting1');
    assert.equal(notice.registrationUserId, id);

    const byOperator = await t.inject({ method: 'POST', url: `/api/registrations/${id}/approve`, headers: operator });
    assert.equal(byOperator.statusCode, 403);
    assert.equal((await signInAs('waiting1')).json().errorCode, 'awaitingapproval');

    const approved = await t.inject({ method: 'POST', url: `/api/registrations/${id}/approve`, headers: admin });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(t.mails.at(-1)?.subject, 'Your account is approved');
    assert.equal((await signInAs('waiting1')).statusCode, 200);
    const row = await teacherRow('waiting1');
    assert.equal(row.activated, true);
    assert.equal(row.awaitingApproval, false);
    const after = await registrationNotice('waiting1');
    assert.equal(after.registrationUserId, undefined);
    assert.equal(after.read, true);

    const again = await t.inject({ method: 'POST', url: `/api/registrations/${id}/approve`, headers: admin });
    assert.equal(again.statusCode, 404);
  });

  test('a refused registration is deleted: it cannot sign in and leaves the Teachers list', async () => {
    assert.equal((await register('waiting2')).statusCode, 201);
    const id = await userId('waiting2');
    const refused = await t.inject({ method: 'POST', url: `/api/registrations/${id}/refuse`, headers: admin });
    assert.equal(refused.statusCode, 200, refused.body);
    assert.equal(t.mails.at(-1)?.subject, 'Your account was not approved');
    assert.equal((await signInAs('waiting2')).json().errorCode, 'badcredentials');
    assert.equal(await teacherRow('waiting2'), undefined);
    assert.equal((await registrationNotice('waiting2')).registrationUserId, undefined);
    const twice = await t.inject({ method: 'POST', url: `/api/registrations/${id}/approve`, headers: admin });
    assert.equal(twice.statusCode, 404);
  });

  test('only a waiting registration can be approved or refused', async () => {
    const adminId = await userId('admin');
    for (const action of ['approve', 'refuse']) {
      const response = await t.inject({
        method: 'POST',
        url: `/api/registrations/${adminId}/${action}`,
        headers: admin,
      });
      assert.equal(response.statusCode, 404);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, adminId));
    assert.equal(row.deletedAt, null);
    assert.equal(row.activated, true);
  });

  test('register is limited per address like sign-in: past the limit 429 and nothing written', async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX_REGISTRATIONS_PER_ADDRESS; i++) {
      assert.equal((await register(`burst${i}`, address)).statusCode, 201);
    }
    const mailsBefore = t.mails.length;
    const refused = await register('burstmore', address);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().errorCode, 'toomanyattempts');
    assert.match(refused.json().errorMessage, /Too many registrations from this address/);
    assert.equal((await t.db.select().from(users).where(eq(users.login, 'burstmore'))).length, 0);
    assert.equal(t.mails.length, mailsBefore);
    assert.equal((await register('burstelsewhere')).statusCode, 201);
  });
});

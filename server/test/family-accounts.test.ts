/** Family accounts (issue 33, step 1): invitation, activation, resend, revoke, unlink, all audited. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, like } from 'drizzle-orm';
import { auditEvents, familyInvitations, users } from '../src/db/schema';
import { type AuthHeader, createTestApp, keyFromMail, type TestApp, tableSnapshot } from './helpers/app';
import { insertFamily } from './helpers/families';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('family accounts', () => {
  let t: TestApp;
  let operator: AuthHeader;
  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  const invite = (studentId: number, email: string) =>
    t.inject({
      method: 'POST',
      url: `/api/students/${studentId}/family-invitations`,
      headers: operator,
      payload: { email },
    });
  const activate = (key: string, password = 'family-pass') =>
    t.inject({ method: 'POST', url: '/api/portal/activate', payload: { key, password } });

  test('an invited parent activates with a chosen password once, signs in as a customer, and staff see the link', async () => {
    const student = await insertStudent(t.db, { firstName: 'Mia', lastName: 'Lopez' });
    const sent = await invite(student.id, 'Parent.One@example.com');
    assert.equal(sent.statusCode, 201, sent.body);
    assert.equal(sent.json().linked, false);
    const mail = t.mails.at(-1);
    assert.equal(mail?.to, 'parent.one@example.com');
    assert.match(mail?.text ?? '', /Mia Lopez/);
    const key = keyFromMail(mail, '/portal/activate');
    const [stored] = await t.db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.id, sent.json().invitationId));
    assert.notEqual(stored.keyHash, key, 'only the hash is stored');

    const listed = await t.inject({
      method: 'GET',
      url: `/api/students/${student.id}/family-accounts`,
      headers: operator,
    });
    assert.equal(listed.json().data[0].activated, false);
    assert.ok(listed.json().data[0].invitation, 'the open invitation is shown');

    const refusedBefore = await t.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'parent.one@example.com', password: 'family-pass' },
    });
    assert.equal(refusedBefore.statusCode, 401, 'no sign-in before activation');

    const activated = await activate(key);
    assert.equal(activated.statusCode, 200, activated.body);
    assert.equal(activated.json().login, 'parent.one@example.com');
    const account = await t.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${activated.json().id_token}` },
    });
    assert.equal(account.json().role, 'ROLE_CUSTOMER');
    assert.ok(account.json().authorities.includes('EXTERNAL_CUSTOMER'));
    await t.signIn('parent.one@example.com', 'family-pass');

    const snapshot = await tableSnapshot(t.db);
    assert.equal((await activate(key, 'another')).statusCode, 400, 'the link is single-use');
    assert.deepEqual(await tableSnapshot(t.db), snapshot, 'nothing written by a used key');

    const again = await t.inject({
      method: 'GET',
      url: `/api/students/${student.id}/family-accounts`,
      headers: operator,
    });
    assert.equal(again.json().data[0].activated, true);
    assert.equal(again.json().data[0].invitation, null);
    const actions = (await t.db.select().from(auditEvents).where(like(auditEvents.action, 'family.%'))).map(
      (e) => e.action,
    );
    for (const action of [
      'family.account.create',
      'family.link',
      'family.invitation.create',
      'family.invitation.accept',
    ])
      assert.ok(actions.includes(action), `${action} audited`);
  });

  test('a sibling is linked to the active parent account at once, without a second invitation', async () => {
    const first = await insertStudent(t.db);
    const second = await insertStudent(t.db);
    await insertFamily(t.db, 'siblingparent', [first.id], { email: 'sibling.parent@example.com' });
    const mailsBefore = t.mails.length;
    const linked = await invite(second.id, 'sibling.parent@example.com');
    assert.equal(linked.statusCode, 201, linked.body);
    assert.deepEqual(
      { linked: linked.json().linked, invitationId: linked.json().invitationId },
      { linked: true, invitationId: null },
    );
    assert.equal(t.mails.length, mailsBefore);
    assert.equal((await invite(second.id, 'sibling.parent@example.com')).statusCode, 409, 'already linked');
  });

  test('resend replaces the link; revoke ends it; an expired link is refused', async () => {
    const student = await insertStudent(t.db);
    const sent = await invite(student.id, 'resend.me@example.com');
    const oldKey = keyFromMail(t.mails.at(-1), '/portal/activate');
    const resent = await t.inject({
      method: 'POST',
      url: `/api/family-invitations/${sent.json().invitationId}/resend`,
      headers: operator,
    });
    assert.equal(resent.statusCode, 200, resent.body);
    const newKey = keyFromMail(t.mails.at(-1), '/portal/activate');
    assert.notEqual(newKey, oldKey);
    assert.equal((await activate(oldKey)).statusCode, 400, 'the older link stops working');

    const revoked = await t.inject({
      method: 'POST',
      url: `/api/family-invitations/${sent.json().invitationId}/revoke`,
      headers: operator,
    });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal((await activate(newKey)).statusCode, 400, 'a revoked link does not work');
    const listed = await t.inject({
      method: 'GET',
      url: `/api/students/${student.id}/family-accounts`,
      headers: operator,
    });
    assert.deepEqual(listed.json().data, [], 'a never-activated account loses its link when revoked');
    const twice = await t.inject({
      method: 'POST',
      url: `/api/family-invitations/${sent.json().invitationId}/revoke`,
      headers: operator,
    });
    assert.equal(twice.statusCode, 422);

    const late = await insertStudent(t.db);
    const lateSent = await invite(late.id, 'late.parent@example.com');
    const lateKey = keyFromMail(t.mails.at(-1), '/portal/activate');
    await t.db
      .update(familyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvitations.id, lateSent.json().invitationId));
    assert.equal((await activate(lateKey)).statusCode, 400, 'an expired link is refused');
  });

  test('unlinking the last student deactivates the account and ends its sessions', async () => {
    const student = await insertStudent(t.db);
    const family = await insertFamily(t.db, 'unlinkme', [student.id]);
    const header = await t.signIn('unlinkme');
    assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: header })).statusCode, 200);
    const unlinked = await t.inject({
      method: 'DELETE',
      url: `/api/students/${student.id}/family-accounts/${family.id}`,
      headers: operator,
    });
    assert.equal(unlinked.statusCode, 200, unlinked.body);
    assert.equal((await t.inject({ method: 'GET', url: '/api/account', headers: header })).statusCode, 401);
    const [row] = await t.db.select().from(users).where(eq(users.id, family.id));
    assert.equal(row.activated, false);
    const missing = await t.inject({
      method: 'DELETE',
      url: `/api/students/${student.id}/family-accounts/${family.id}`,
      headers: operator,
    });
    assert.equal(missing.statusCode, 404);
  });

  test('bad input: a staff e-mail, a malformed e-mail, an unknown student; nothing written', async () => {
    const student = await insertStudent(t.db);
    const snapshot = await tableSnapshot(t.db);
    const staff = await invite(student.id, 'teacher@example.com');
    assert.equal(staff.statusCode, 409, staff.body);
    assert.equal(staff.json().fieldErrors[0].field, 'email');
    const malformed = await invite(student.id, 'not-an-email');
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().errorMessage, /email/);
    assert.equal((await invite(999_999, 'who@example.com')).statusCode, 404);
    assert.equal((await activate('')).statusCode, 400);
    assert.equal((await activate('no-such-key', 'x')).statusCode, 400, 'too short a password');
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
  });

  test('a family account is not listed among the centre’s users', async () => {
    const listed = await t.inject({ method: 'GET', url: '/api/users?pageSize=100', headers: operator });
    assert.ok(!listed.json().data.some((row: { role: string }) => row.role === 'ROLE_CUSTOMER'));
  });
});

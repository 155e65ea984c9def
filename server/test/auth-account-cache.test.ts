import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { insertRoleUsers } from './helpers/users';

/**
 * Every request checks its token against the account as it is now. The accounts are cached in memory,
 * so this file checks that the cache never lets a changed account through: changes made by another
 * process (a second server, a script, an administrator in psql) reach this one as notifications.
 */
describe('signed-in accounts: the cache never outlives a change', () => {
  let t: TestApp;
  let operatorId: number;
  let operator: AuthHeader;

  const status = async (headers: AuthHeader) =>
    (await t.inject({ method: 'GET', url: '/api/account', headers })).statusCode;
  /** Another process's write arrives as a notification: allow it a moment. */
  const eventuallyStatus = async (headers: AuthHeader, expected: number) =>
    assert.equal(
      await eventually(
        () => status(headers),
        (code) => code === expected,
      ),
      expected,
    );

  before(async () => {
    t = await createTestApp();
    const roleUsers = await insertRoleUsers(t.db);
    operatorId = roleUsers.ROLE_OPERATOR.id;
  });
  after(() => t.close());

  test('an account kept in memory is really reused: a change that notifies nobody is not seen', async () => {
    operator = await t.signIn('operator');
    assert.equal(await status(operator), 200);
    // A superuser session can switch triggers off; nothing else in the product does.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ activated: false }).where(eq(users.id, operatorId));
    });
    assert.equal(await status(operator), 200);
    await t.db.update(users).set({ activated: true }).where(eq(users.id, operatorId));
  });

  test('deactivated elsewhere: the next requests are refused', async () => {
    operator = await t.signIn('operator');
    assert.equal(await status(operator), 200);
    await t.db.update(users).set({ activated: false }).where(eq(users.id, operatorId));
    await eventuallyStatus(operator, 401);
    await t.db.update(users).set({ activated: true }).where(eq(users.id, operatorId));
    await eventuallyStatus(operator, 200);
  });

  test('deleted elsewhere, or its password changed elsewhere (token version): refused', async () => {
    operator = await t.signIn('operator');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, operatorId));
    await eventuallyStatus(operator, 401);
    await t.db.update(users).set({ deletedAt: null }).where(eq(users.id, operatorId));
    await eventuallyStatus(operator, 200);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, operatorId));
    await eventuallyStatus(operator, 401);
  });

  test('its role changed elsewhere: the new role applies', async () => {
    const admin = await t.signIn('admin');
    const adminOnly = async () =>
      (await t.inject({ method: 'GET', url: '/api/mail-outbox', headers: admin })).statusCode;
    assert.equal(await adminOnly(), 200);
    await t.db.update(users).set({ role: 'ROLE_OPERATOR' }).where(eq(users.login, 'admin'));
    assert.equal(await eventually(adminOnly, (code) => code !== 200), 403);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertRoleUsers } from './helpers/users';

const settingsForm = {
  centreName: '  Maple Tutoring ',
  contactEmail: 'Desk@Maple.example',
  contactPhone: '+1 (416) 555-0199',
  currency: 'usd',
  timeFormat: '12h',
  lowBalanceThreshold: '75.50',
  reminderHoursBefore: 12,
  pwaEnabled: true,
};

describe('centre settings', () => {
  let t: TestApp;
  let admin: AuthHeader;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
  });
  after(() => t.close());

  test('a new centre starts from the documented defaults, and anyone may read how to write amounts and times', async () => {
    const all = await t.inject({ method: 'GET', url: '/api/centre-settings', headers: admin });
    assert.equal(all.statusCode, 200, all.body);
    assert.deepEqual(
      { ...(all.json() as object), updatedAt: '' },
      {
        centreName: 'Centre Admin',
        contactEmail: null,
        contactPhone: null,
        currency: 'CAD',
        timeFormat: '24h',
        lowBalanceThreshold: '100.00',
        reminderHoursBefore: 24,
        pwaEnabled: false,
        updatedAt: '',
      },
    );
    const display = await t.inject({ method: 'GET', url: '/api/centre-settings/display' });
    assert.equal(display.statusCode, 200, display.body);
    assert.deepEqual(display.json(), {
      centreName: 'Centre Admin',
      currency: 'CAD',
      timeFormat: '24h',
      pwaEnabled: false,
    });
  });

  test('an administrator changes them: trimmed, normalised, and the public part follows', async () => {
    const saved = await t.inject({ method: 'PUT', url: '/api/centre-settings', headers: admin, payload: settingsForm });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      { ...(saved.json() as object), updatedAt: '' },
      {
        centreName: 'Maple Tutoring',
        contactEmail: 'desk@maple.example',
        contactPhone: '+14165550199',
        currency: 'USD',
        timeFormat: '12h',
        lowBalanceThreshold: '75.50',
        reminderHoursBefore: 12,
        pwaEnabled: true,
        updatedAt: '',
      },
    );
    const display = await t.inject({ method: 'GET', url: '/api/centre-settings/display' });
    assert.deepEqual(display.json(), {
      centreName: 'Maple Tutoring',
      currency: 'USD',
      timeFormat: '12h',
      pwaEnabled: true,
    });
  });

  test('a currency code nobody uses and a reminder past a week are refused on their fields, writing nothing', async () => {
    const before = await tableSnapshot(t.db);
    for (const [change, field] of [
      [{ currency: 'XYZ' }, 'currency'],
      [{ reminderHoursBefore: 169 }, 'reminderHoursBefore'],
      [{ lowBalanceThreshold: '-1.00' }, 'lowBalanceThreshold'],
    ] as const) {
      const response = await t.inject({
        method: 'PUT',
        url: '/api/centre-settings',
        headers: admin,
        payload: { ...settingsForm, ...change },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(
        response.json().fieldErrors.map((e: { field: string }) => e.field),
        [field],
      );
    }
    assert.deepEqual(await tableSnapshot(t.db), before);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { notices } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertUser } from './helpers/users';

type Notice = { id: number; type: string; title: string; description?: string; read: boolean; datetime: string };

describe('notices', () => {
  let t: TestApp;
  let me: AuthHeader;
  let myId: number;
  let otherId: number;

  const listMine = async () => {
    const response = await t.inject({ method: 'GET', url: '/api/notices', headers: me });
    assert.equal(response.statusCode, 200);
    return response.json() as { success: true; data: Notice[]; total: number };
  };
  const counts = async () => {
    const { notifyCount, unreadCount } = (await t.inject({ method: 'GET', url: '/api/account', headers: me })).json();
    return { notifyCount, unreadCount };
  };

  before(async () => {
    t = await createTestApp();
    myId = (await insertUser(t.db, { login: 'reader', role: 'ROLE_TEACHER' })).id;
    otherId = (await insertUser(t.db, { login: 'someoneelse', role: 'ROLE_OPERATOR' })).id;
    me = await t.signIn('reader');
    await t.db.insert(notices).values([
      {
        userId: myId,
        type: 'notification',
        title: 'First',
        description: 'details',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      { userId: myId, type: 'notification', title: 'Second', createdAt: new Date('2026-01-02T10:00:00Z') },
      { userId: myId, type: 'message', title: 'A message', createdAt: new Date('2026-01-03T10:00:00Z') },
      { userId: myId, type: 'event', title: 'An event', read: true, createdAt: new Date('2026-01-04T10:00:00Z') },
      { userId: otherId, type: 'notification', title: 'Not yours', createdAt: new Date('2026-01-05T10:00:00Z') },
    ]);
  });
  after(() => t.close());

  test('GET /api/notices lists only the caller’s notices, newest first; the account carries the counts', async () => {
    const { data, total } = await listMine();
    assert.equal(total, 4);
    assert.deepEqual(
      data.map((n) => n.title),
      ['An event', 'A message', 'Second', 'First'],
    );
    const first = data[3];
    assert.deepEqual(
      { ...first, id: 0 },
      {
        id: 0,
        type: 'notification',
        title: 'First',
        description: 'details',
        read: false,
        datetime: '2026-01-01T10:00:00.000Z',
      },
    );
    assert.deepEqual(await counts(), { notifyCount: 4, unreadCount: 3 });
  });

  test('POST /api/notices/read marks by id; another user’s id is ignored', async () => {
    const { data } = await listMine();
    const second = data.find((n) => n.title === 'Second');
    const [foreign] = await t.db.select().from(notices).where(eq(notices.userId, otherId));
    const response = await t.inject({
      method: 'POST',
      url: '/api/notices/read',
      headers: me,
      payload: { ids: [second?.id, foreign.id] },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
    assert.equal((await listMine()).data.find((n) => n.title === 'Second')?.read, true);
    assert.deepEqual(await counts(), { notifyCount: 4, unreadCount: 2 });
    const [stillUnread] = await t.db.select().from(notices).where(eq(notices.id, foreign.id));
    assert.equal(stillUnread.read, false);
  });

  test('POST /api/notices/read marks a whole type', async () => {
    await t.inject({ method: 'POST', url: '/api/notices/read', headers: me, payload: { type: 'message' } });
    assert.equal((await listMine()).data.find((n) => n.type === 'message')?.read, true);
    assert.deepEqual(await counts(), { notifyCount: 4, unreadCount: 1 });
  });

  test('DELETE /api/notices?type= clears that type for the caller only', async () => {
    const response = await t.inject({
      method: 'DELETE',
      url: '/api/notices',
      query: { type: 'notification' },
      headers: me,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });
    assert.deepEqual((await listMine()).data.map((n) => n.type).sort(), ['event', 'message']);
    assert.deepEqual(await counts(), { notifyCount: 2, unreadCount: 0 });
    assert.equal((await t.db.select().from(notices).where(eq(notices.userId, otherId))).length, 1);
  });
});

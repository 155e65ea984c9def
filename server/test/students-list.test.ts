import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { StudentRow } from '../src/db/schema';
import { postLedgerEntry } from '../src/modules/vouchers/ledger';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertReferral, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

type Listed = { studentId: string; firstName: string; lastName: string; referrer: string | null };

describe('student list', () => {
  let t: TestApp;
  let admin: AuthHeader;
  const people: Record<string, StudentRow> = {};

  const list = async (query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url: '/api/students', query, headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { success: true; data: Listed[]; total: number };
  };
  /** The student numbers a query finds, in the order the server gave them. */
  const found = async (query: Record<string, string>) => (await list(query)).data.map((s) => s.studentId);

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    const school = await insertReferral(t.db, 'North Public School');
    const rows: Parameters<typeof insertStudent>[1][] = [
      { studentId: 'L001', firstName: 'Ann', lastName: 'Lee', phone: '+14165550142', referralId: school.id },
      { studentId: 'L002', firstName: 'Ann', lastName: 'Smith', email: 'ann.smith@example.com', status: 'suspended' },
      { studentId: 'L003', firstName: 'Bob', lastName: 'Lee', wechat: 'boblee_wx', referralId: school.id },
      { studentId: 'L004', firstName: 'Cara', lastName: 'Diaz', phone: '+16475550199', status: 'inactive' },
      { studentId: 'L005', firstName: 'Dan', lastName: 'Abbott', email: 'dan_100%@example.com' },
    ];
    for (const values of rows) {
      const row = await insertStudent(t.db, values);
      people[row.studentId] = row;
    }
    // Balances move only through the ledger.
    await t.db.transaction(async (tx) => {
      await postLedgerEntry(tx, {
        studentId: people.L001.id,
        kind: 'purchase',
        amount: '200.00',
        reason: 't',
        createdBy: null,
      });
      await postLedgerEntry(tx, {
        studentId: people.L003.id,
        kind: 'charge',
        amount: '-15.50',
        reason: 't',
        createdBy: null,
      });
      await postLedgerEntry(tx, {
        studentId: people.L005.id,
        kind: 'purchase',
        amount: '9.99',
        reason: 't',
        createdBy: null,
      });
    });
  });
  after(() => t.close());

  test('lists by last name then first name by default, with the referrer joined and a total', async () => {
    const page = await list({});
    assert.deepEqual(
      page.data.map((s) => `${s.lastName}, ${s.firstName}`),
      ['Abbott, Dan', 'Diaz, Cara', 'Lee, Ann', 'Lee, Bob', 'Smith, Ann'],
    );
    assert.equal(page.total, 5);
    assert.equal(page.data.find((s) => s.studentId === 'L001')?.referrer, 'North Public School');
    assert.equal(page.data.find((s) => s.studentId === 'L005')?.referrer, null);
  });

  test('pages keep the total of all matches', async () => {
    const second = await list({ page: '2', pageSize: '2' });
    assert.deepEqual(
      second.data.map((s) => s.studentId),
      ['L001', 'L003'],
    );
    assert.equal(second.total, 5);
  });

  test('sorts by the allowed columns in either direction', async () => {
    assert.deepEqual(await found({ sort: 'studentId,desc' }), ['L005', 'L004', 'L003', 'L002', 'L001']);
    assert.deepEqual(await found({ sort: 'voucherBalance,asc' }), ['L003', 'L002', 'L004', 'L005', 'L001']);
    assert.deepEqual(await found({ sort: 'status,asc', pageSize: '1' }), ['L001']);
  });

  test('every word of the keyword must match some column: "Ann Lee" is Ann Lee only', async () => {
    assert.deepEqual(await found({ keyword: 'Ann Lee' }), ['L001']);
    assert.deepEqual(await found({ keyword: 'lee ANN' }), ['L001']);
    assert.deepEqual(await found({ keyword: 'ann' }), ['L001', 'L002']);
    assert.deepEqual(await found({ keyword: 'lee' }), ['L001', 'L003']);
    assert.deepEqual(await found({ keyword: 'Ann Nobody' }), []);
  });

  test('the keyword matches student number, e-mail and WeChat id, with % taken literally', async () => {
    assert.deepEqual(await found({ keyword: 'l004' }), ['L004']);
    assert.deepEqual(await found({ keyword: 'smith@example' }), ['L002']);
    assert.deepEqual(await found({ keyword: 'BOBLEE_WX' }), ['L003']);
    assert.deepEqual(await found({ keyword: '100%' }), ['L005']);
    assert.deepEqual(await found({ keyword: '%' }), ['L005']);
  });

  test('a word matches within one field, never across two', async () => {
    // Ann Lee's number ends "001" and her first name starts "Ann"; her first and last names meet at "nnL".
    assert.deepEqual(await found({ keyword: '001Ann' }), []);
    assert.deepEqual(await found({ keyword: 'AnnLee' }), []);
    assert.deepEqual(await found({ keyword: 'Smithann' }), []);
    // The fields' separator (a control character) cannot be typed into the keyword to bridge them.
    const separator = String.fromCharCode(31);
    const bridged = await t.inject({
      method: 'GET',
      url: '/api/students',
      query: { keyword: `Ann${separator}Lee` },
      headers: admin,
    });
    assert.equal(bridged.statusCode, 400, bridged.body);
    assert.equal(bridged.json().fieldErrors[0].field, 'keyword');
  });

  test('a phone matches however it is typed', async () => {
    for (const keyword of ['(416) 555-0142', '416 555 0142', '+1-416-555-0142', '4165550142', '0142']) {
      assert.deepEqual(await found({ keyword }), ['L001'], keyword);
    }
    assert.deepEqual(await found({ keyword: '555' }), ['L004', 'L001']);
  });

  test('filters by one status or a list of them', async () => {
    assert.deepEqual(await found({ status: 'active' }), ['L005', 'L001', 'L003']);
    assert.deepEqual(await found({ status: 'inactive' }), ['L004']);
    assert.deepEqual(await found({ statuses: 'active,suspended' }), ['L005', 'L001', 'L003', 'L002']);
    assert.equal((await list({ statuses: 'active,suspended', keyword: 'ann' })).total, 2);
  });

  test('filters by referral and by a balance below an amount', async () => {
    const referralId = String(people.L001.referralId);
    assert.deepEqual(await found({ referralId }), ['L001', 'L003']);
    assert.deepEqual(await found({ balanceBelow: '0' }), ['L003']);
    assert.deepEqual(await found({ balanceBelow: '10' }), ['L005', 'L004', 'L003', 'L002']);
    assert.deepEqual(await found({ balanceBelow: '-20' }), []);
  });

  test('names sort regardless of case, in every status, with or without a keyword', async () => {
    await insertStudent(t.db, { studentId: 'L006', firstName: 'eve', lastName: 'de Silva' });
    await insertStudent(t.db, { studentId: 'L007', firstName: 'Ann', lastName: 'van Dijk', status: 'suspended' });
    try {
      const names = async (query: Record<string, string>) =>
        (await list(query)).data.map((s) => `${s.lastName}, ${s.firstName}`);
      assert.deepEqual(await names({}), [
        'Abbott, Dan',
        'de Silva, eve',
        'Diaz, Cara',
        'Lee, Ann',
        'Lee, Bob',
        'Smith, Ann',
        'van Dijk, Ann',
      ]);
      assert.deepEqual(await names({ statuses: 'active,suspended', pageSize: '3' }), [
        'Abbott, Dan',
        'de Silva, eve',
        'Lee, Ann',
      ]);
      assert.deepEqual(await names({ keyword: 'ann' }), ['Lee, Ann', 'Smith, Ann', 'van Dijk, Ann']);
      assert.deepEqual(await found({ sort: 'lastName,desc', pageSize: '2' }), ['L007', 'L002']);
      assert.deepEqual(await found({ sort: 'firstName,asc', status: 'active' }), ['L001', 'L003', 'L005', 'L006']);
    } finally {
      await t.database.exec(`DELETE FROM students WHERE student_id IN ('L006', 'L007')`);
    }
  });
});

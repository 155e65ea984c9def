/**
 * The role matrix: ONE table stating, from spec §2/§6, who may call each API route. Every route is
 * called by an anonymous caller and by one user of each role; allowed callers must get the row's
 * success status, refused ones 401 (anonymous) or 403 `forbidden` (signed in), with nothing written.
 * The table is this suite's own statement of the spec, independent of the server's role config.
 * Each domain's rows live in role-matrix/<domain>.rows.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Role } from '../src/db/schema';
import { sha256 } from '../src/lib/tokens';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { registeredRoutes } from './helpers/routes';
import { insertRoleUsers, insertUser, ROLE_NAMES } from './helpers/users';
import { centreSettingsRows } from './role-matrix/centre-settings.rows';
import { courseRows } from './role-matrix/courses.rows';
import { foundationRows } from './role-matrix/foundation.rows';
import { referralRows } from './role-matrix/referrals.rows';
import { registrationRows } from './role-matrix/registrations.rows';
import { scheduleConfirmationRows } from './role-matrix/schedule-confirmation.rows';
import { scheduleDownloadRows } from './role-matrix/schedule-downloads.rows';
import { scheduleFeedbackRows } from './role-matrix/schedule-feedback.rows';
import { scheduleRows } from './role-matrix/schedules.rows';
import { studentRows } from './role-matrix/students.rows';
import { teacherAvailabilityRows } from './role-matrix/teacher-availability.rows';
import { teacherRows } from './role-matrix/teachers.rows';
import { termRegisterRows } from './role-matrix/term-registers.rows';
import { termRows } from './role-matrix/terms.rows';
import type { Fixtures, Row } from './role-matrix/types';
import { voucherRows } from './role-matrix/vouchers.rows';

const TABLE: Row[] = [
  ...foundationRows,
  ...teacherRows,
  ...courseRows,
  ...studentRows,
  ...referralRows,
  ...voucherRows,
  ...termRows,
  ...termRegisterRows,
  ...scheduleConfirmationRows,
  ...scheduleRows,
  ...teacherAvailabilityRows,
  ...scheduleFeedbackRows,
  ...scheduleDownloadRows,
  ...registrationRows,
  ...centreSettingsRows,
];

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', ...ROLE_NAMES];

describe('role matrix', () => {
  let t: TestApp;
  let fixtures: Omit<Fixtures, 'n'>;
  const headers = {} as Record<Role, AuthHeader>;
  let counter = 0;

  before(async () => {
    t = await createTestApp();
    const roleUsers = await insertRoleUsers(t.db);
    await insertUser(t.db, { login: 'matrixuser', role: 'ROLE_TEACHER' });
    const operator = await insertUser(t.db, { login: 'viewedoperator', role: 'ROLE_OPERATOR' });
    for (const role of ROLE_NAMES) headers[role] = await t.signIn(role.slice(5).toLowerCase());
    fixtures = {
      db: t.db,
      operatorId: operator.id,
      teacherId: roleUsers.ROLE_TEACHER.id,
      freshOperatorId: async () => (await insertUser(t.db, { login: `target${++counter}`, role: 'ROLE_OPERATOR' })).id,
      activationKey: async () => {
        const key = `activation-key-${++counter}`;
        const user = await insertUser(t.db, { login: `inactive${counter}`, role: 'ROLE_TEACHER', activated: false });
        await t.database.exec(`UPDATE users SET activation_key_hash = '${sha256(key)}' WHERE id = ${user.id}`);
        return key;
      },
      resetKey: async () => {
        const key = `reset-key-${++counter}`;
        const user = await insertUser(t.db, { login: `resetting${counter}`, role: 'ROLE_TEACHER' });
        await t.database.exec(
          `UPDATE users SET reset_key_hash = '${sha256(key)}', reset_requested_at = now() WHERE id = ${user.id}`,
        );
        return key;
      },
    };
  });
  after(() => t.close());

  for (const row of TABLE) {
    for (const caller of CALLERS) {
      const allowed = row.allowed === 'public' || (caller !== 'anonymous' && row.allowed.includes(caller));
      test(`${row.route} as ${caller} → ${allowed ? row.ok : caller === 'anonymous' ? 401 : 403}`, async () => {
        const request = await row.request({ ...fixtures, n: ++counter });
        const auth = caller === 'anonymous' ? {} : headers[caller];
        const before = allowed ? undefined : await tableSnapshot(t.db);
        const response = await t.inject({ ...request, headers: { ...request.headers, ...auth } });

        if (allowed) {
          assert.equal(response.statusCode, row.ok, response.body);
          if (row.renewsToken && caller !== 'anonymous')
            headers[caller] = { authorization: `Bearer ${response.json().id_token}` };
          return;
        }
        const expected =
          caller === 'anonymous' ? { status: 401, code: 'unauthenticated' } : { status: 403, code: 'forbidden' };
        assert.equal(response.statusCode, expected.status, response.body);
        assert.equal(response.json().success, false);
        assert.equal(response.json().errorCode, expected.code);
        assert.deepEqual(await tableSnapshot(t.db), before, 'a refused request wrote to the database');
      });
    }
  }

  test('the table has a row for every registered /api route, and no row for a route that does not exist', () => {
    const registered = registeredRoutes(t.app).filter((route) => / \/api\//.test(route) && !/ \/api\/docs/.test(route));
    const inTable = TABLE.map((row) => row.route);
    assert.ok(registered.length >= 20, `route listing looks broken: ${registered.join(', ')}`);
    assert.deepEqual(
      registered.filter((route) => !inTable.includes(route)),
      [],
      'routes without a role-matrix row: add them to TABLE',
    );
    assert.deepEqual(
      inTable.filter((route) => !registered.includes(route)),
      [],
      'TABLE rows for routes the app does not have',
    );
    assert.equal(new Set(inTable).size, inTable.length, 'a route appears twice in TABLE');
  });

  test('the OpenAPI document lists no /api path the table lacks', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, object> }).paths);
    const tablePaths = new Set(TABLE.map((row) => row.route.split(' ')[1].replace(/:(\w+)/g, '{$1}')));
    assert.deepEqual(
      paths.filter((path) => path.startsWith('/api/') && !tablePaths.has(path)),
      [],
    );
  });
});

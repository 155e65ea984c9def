/**
 * Bad input, table-driven: every endpoint that takes a body or query gets its valid request with one
 * thing broken. Each must be refused with 400 `validation` naming the broken field, and write nothing.
 * Each domain's endpoints live in bad-input/<domain>.cases.ts: every exported Endpoint array there is
 * picked up by file name (importing it below as well is harmless), and a route with a body or query that
 * no case covers fails the suite, as a route without a role-matrix row fails that one.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { billingEndpoints } from './bad-input/billing.cases';
import type { BadInputFixtures, Caller, Case, Endpoint, Json } from './bad-input/cases';
import { centreSettingsEndpoints } from './bad-input/centre-settings.cases';
import { courseEndpoints } from './bad-input/courses.cases';
import { dashboardEndpoints } from './bad-input/dashboard.cases';
import { emailEndpoints } from './bad-input/email.cases';
import { externalCalendarEndpoints } from './bad-input/external-calendars.cases';
import { foundationEndpoints, staffBody } from './bad-input/foundation.cases';
import { referralEndpoints } from './bad-input/referrals.cases';
import { reportEndpoints } from './bad-input/reports.cases';
import { scheduleConfirmationEndpoints } from './bad-input/schedule-confirmation.cases';
import { scheduleDownloadEndpoints } from './bad-input/schedule-downloads.cases';
import { scheduleFeedbackEndpoints } from './bad-input/schedule-feedback.cases';
import { scheduleEndpoints } from './bad-input/schedules.cases';
import { studentEndpoints } from './bad-input/students.cases';
import { teacherAvailabilityEndpoints } from './bad-input/teacher-availability.cases';
import { teacherEndpoints } from './bad-input/teachers.cases';
import { termRegisterEndpoints } from './bad-input/term-registers.cases';
import { termEndpoints } from './bad-input/terms.cases';
import { voucherEndpoints } from './bad-input/vouchers.cases';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { pickUp } from './helpers/pickup';
import { insertRoleUsers, insertUser } from './helpers/users';

const LISTED: Endpoint[] = [
  ...foundationEndpoints,
  ...dashboardEndpoints,
  ...reportEndpoints,
  ...teacherEndpoints,
  ...courseEndpoints,
  ...studentEndpoints,
  ...referralEndpoints,
  ...voucherEndpoints,
  ...termEndpoints,
  ...termRegisterEndpoints,
  ...scheduleConfirmationEndpoints,
  ...scheduleEndpoints,
  ...teacherAvailabilityEndpoints,
  ...scheduleFeedbackEndpoints,
  ...scheduleDownloadEndpoints,
  ...billingEndpoints,
  ...centreSettingsEndpoints,
  ...emailEndpoints,
  ...externalCalendarEndpoints,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'url' in value && 'method' in value && 'cases' in value;

/** Every endpoint of every bad-input/*.cases.ts, listed above or not. */
const ENDPOINTS = await pickUp(path.join(import.meta.dirname, 'bad-input'), '.cases.ts', isEndpoint, LISTED);

/** A route pattern as the OpenAPI document writes it, whatever its placeholders are called. */
const patternOf = (method: string, url: string) => `${method.toUpperCase()} ${url.replace(/:\w+|\{\w+\}/g, '{}')}`;

async function urlOf(endpoint: Endpoint, fixtures: BadInputFixtures): Promise<string> {
  const ids: Record<string, number | string> = {
    operator: fixtures.operatorId,
    ...(await endpoint.params?.(fixtures)),
  };
  return endpoint.url.replace(/:(\w+)/g, (placeholder, name: string) => String(ids[name] ?? placeholder));
}

function applyChange<T extends Json>(valid: T | undefined, change: Json): Json {
  const result: Json = { ...valid, ...change };
  for (const [key, value] of Object.entries(result)) if (value === undefined) delete result[key];
  return result;
}

describe('bad input', () => {
  let t: TestApp;
  const headers = {} as Record<Caller, AuthHeader | Record<string, never>>;
  let operatorId: number;

  before(async () => {
    t = await createTestApp();
    const users = await insertRoleUsers(t.db);
    operatorId = users.ROLE_OPERATOR.id;
    await insertUser(t.db, { login: 'newcomer-taken', role: 'ROLE_TEACHER' });
    headers.anonymous = {};
    headers.admin = await t.signIn('admin');
    headers.teacher = await t.signIn('teacher');
    headers.system = await t.signIn('system');
    // A family account linked to no student: its input is checked before anything is looked up.
    headers.family = await t.signIn('customer');
  });
  after(() => t.close());

  /** Sends a request and checks it wrote nothing: no row changed, no mail, no SMS. */
  async function sendWritingNothing(request: InjectOptions) {
    const before = await tableSnapshot(t.db);
    const mails = t.mails.length;
    const sms = t.sms.length;
    const response = await t.inject(request);
    assert.deepEqual(await tableSnapshot(t.db), before, 'bad input wrote to the database');
    assert.equal(t.mails.length, mails, 'bad input sent a mail');
    assert.equal(t.sms.length, sms, 'bad input sent an SMS');
    return response;
  }

  for (const endpoint of ENDPOINTS) {
    const missing = (endpoint.required ?? []).map(
      (field): Case => ({ name: `${field} missing`, change: { [field]: undefined }, field, message: 'is required' }),
    );
    for (const badCase of [...missing, ...endpoint.cases]) {
      test(`${endpoint.method} ${endpoint.url}: ${badCase.name} → 400 ${badCase.field} "${badCase.message}"`, async () => {
        const isQuery = endpoint.query !== undefined;
        const request: InjectOptions = {
          method: endpoint.method,
          url: await urlOf(endpoint, { db: t.db, operatorId }),
          headers: headers[endpoint.as],
          ...(isQuery && { query: applyChange(endpoint.query, badCase.change) as Record<string, string> }),
          ...(endpoint.body && { payload: applyChange(endpoint.body, badCase.change) }),
        };
        const response = await sendWritingNothing(request);
        assert.equal(response.statusCode, 400, response.body);
        const body = response.json();
        assert.equal(body.success, false);
        assert.equal(body.errorCode, 'validation');
        assert.ok(
          body.fieldErrors.some(
            (error: { field: string; message: string }) =>
              error.field === badCase.field && error.message === badCase.message,
          ),
          `expected ${badCase.field}: ${badCase.message}, got ${JSON.stringify(body.fieldErrors)}`,
        );
        for (const error of body.fieldErrors)
          assert.equal(error.field, badCase.field, `another field was blamed: ${JSON.stringify(body.fieldErrors)}`);
        assert.ok(body.errorMessage.includes(`${badCase.field}: ${badCase.message}`), body.errorMessage);
      });
    }
  }

  test('every /api route that takes a body or a query has bad-input cases', () => {
    type Operation = { requestBody?: unknown; parameters?: { in: string }[] };
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const taking = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody || operation.parameters?.some((p) => p.in === 'query'))
        .map(([method]) => patternOf(method, url)),
    );
    assert.ok(taking.length >= 20, `the OpenAPI document looks wrong: ${taking.join(', ')}`);
    const covered = new Set(
      ENDPOINTS.filter((e) => e.cases.length + (e.required ?? []).length > 0).map((e) => patternOf(e.method, e.url)),
    );
    assert.deepEqual(
      taking.filter((route) => !covered.has(route)),
      [],
      'routes with a body or query but no bad-input cases: add a bad-input/<domain>.cases.ts entry',
    );
  });

  test('a body over 1 MiB gets 413 and writes nothing', async () => {
    const response = await sendWritingNothing({
      method: 'POST',
      url: '/api/staff',
      headers: headers.admin,
      payload: { ...staffBody, firstName: 'x'.repeat(1024 * 1024 + 10) },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().success, false);
  });

  test('malformed JSON gets 400, an unsupported content type 415; nothing written', async () => {
    const malformed = await sendWritingNothing({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "sneaky",',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().success, false);
    const text = await sendWritingNothing({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<login>sneaky</login>',
    });
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().success, false);
  });

  test('a JSON array or null instead of an object is a validation error', async () => {
    for (const payload of ['[]', 'null', '"text"']) {
      const response = await sendWritingNothing({
        method: 'POST',
        url: '/api/staff',
        headers: { ...headers.admin, 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 400, `${payload}: ${response.body}`);
      assert.equal(response.json().success, false);
    }
  });
});

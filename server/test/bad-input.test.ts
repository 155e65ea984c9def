/**
 * Bad input, table-driven: every endpoint that takes a body or query gets its valid request with one
 * thing broken. Each must be refused with 400 `validation` naming the broken field, and write nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { DEFAULT_PASSWORD, insertRoleUsers, insertUser } from './helpers/users';

type Json = Record<string, unknown>;
type Caller = 'anonymous' | 'admin' | 'teacher';

/** One broken request: `change` replaces (or with `undefined` removes) fields of the valid body or query. */
type Case = { name: string; change: Json; field: string; message: string };

type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  as: Caller;
  body?: Json;
  query?: Record<string, string>;
  /** Required fields: each gets a "missing" case. */
  required?: string[];
  cases: Case[];
};

const LONG = 'x'.repeat(10_000);
const ENUM_ROLES = 'must be one of: ROLE_ADMIN, ROLE_OPERATOR, ROLE_SYSTEM';
const NOTICE_TYPES = 'must be one of: notification, message, event';
const unknownField: Case = {
  name: 'unknown field',
  change: { hacker: 1 },
  field: 'hacker',
  message: 'is not a known field',
};

const tooShort = (field: string): Case => ({
  name: `${field} too short`,
  change: { [field]: 'abc' },
  field,
  message: 'must be at least 4 characters',
});
const notString = (field: string): Case => ({
  name: `${field} a number`,
  change: { [field]: 12345 },
  field,
  message: 'must be a string',
});
const oversized = (field: string, max: number): Case => ({
  name: `${field} 10,000 characters`,
  change: { [field]: LONG },
  field,
  message: `must be at most ${max} characters`,
});
const badEmail = (field = 'email'): Case => ({
  name: 'invalid e-mail',
  change: { [field]: 'not-an-email' },
  field,
  message: 'must be a valid e-mail address',
});
const badPhone = (field = 'phone'): Case => ({
  name: 'invalid phone',
  change: { [field]: 'call me maybe' },
  field,
  message: 'must be a valid phone number',
});

const staffBody = {
  login: 'goodlogin',
  email: 'good@example.com',
  password: 'secret1',
  firstName: 'Good',
  lastName: 'Person',
  birthday: '1990-05-17',
  phone: '+14165550100',
  role: 'ROLE_OPERATOR',
  activated: true,
};
const staffCases: Case[] = [
  tooShort('login'),
  notString('login'),
  oversized('login', 50),
  {
    name: 'login with spaces',
    change: { login: 'bad login' },
    field: 'login',
    message: 'may use letters, digits and _ . @ - only',
  },
  oversized('firstName', 50),
  notString('lastName'),
  badEmail(),
  badPhone(),
  { name: 'activated a string', change: { activated: 'yes' }, field: 'activated', message: 'must be a boolean' },
  { name: 'role a teacher', change: { role: 'ROLE_TEACHER' }, field: 'role', message: ENUM_ROLES },
  { name: 'role unknown', change: { role: 'ROLE_ROOT' }, field: 'role', message: ENUM_ROLES },
  {
    name: 'birthday not ISO',
    change: { birthday: '17/05/1990' },
    field: 'birthday',
    message: 'must be a date as YYYY-MM-DD',
  },
  { name: 'birthday month 13', change: { birthday: '1990-13-01' }, field: 'birthday', message: 'must be a real date' },
  {
    name: 'birthday 30 February',
    change: { birthday: '2023-02-30' },
    field: 'birthday',
    message: 'must be a real date',
  },
  { name: 'birthday year 0', change: { birthday: '0000-01-01' }, field: 'birthday', message: 'must be a real date' },
  unknownField,
];

/** `:operator` in a URL stands for an operator account's id. */
const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/authenticate',
    as: 'anonymous',
    body: { username: 'admin', password: DEFAULT_PASSWORD },
    required: ['username', 'password'],
    cases: [
      notString('username'),
      oversized('username', 100),
      { name: 'rememberMe a string', change: { rememberMe: 'yes' }, field: 'rememberMe', message: 'must be a boolean' },
      { name: 'unknown type', change: { type: 'sms' }, field: 'type', message: 'must be one of: account, mobile' },
      {
        name: 'phone tab without a code',
        change: { type: 'mobile', mobile: '+14165550100' },
        field: 'captcha',
        message: 'is required',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/login/captcha',
    as: 'anonymous',
    query: { mobile: '+14165550100' },
    required: ['mobile'],
    cases: [badPhone('mobile'), oversized('mobile', 25), unknownField],
  },
  {
    method: 'POST',
    url: '/api/register',
    as: 'anonymous',
    body: {
      login: 'newcomer',
      email: 'newcomer@example.com',
      password: 'secret1',
      firstName: 'New',
      lastName: 'Comer',
    },
    required: ['login', 'email', 'password'],
    cases: [
      tooShort('login'),
      tooShort('password'),
      notString('login'),
      oversized('firstName', 50),
      oversized('password', 100),
      badEmail(),
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/activate',
    as: 'anonymous',
    query: { key: 'some-key' },
    required: ['key'],
    cases: [oversized('key', 100), unknownField],
  },
  {
    method: 'POST',
    url: '/api/account/reset-password/init',
    as: 'anonymous',
    body: { email: 'admin@example.com' },
    required: ['email'],
    cases: [badEmail(), notString('email'), oversized('email', 254), unknownField],
  },
  {
    method: 'POST',
    url: '/api/account/reset-password/finish',
    as: 'anonymous',
    body: { key: 'some-key', newPassword: 'secret1' },
    required: ['key', 'newPassword'],
    cases: [tooShort('newPassword'), notString('newPassword'), oversized('key', 100), unknownField],
  },
  {
    method: 'POST',
    url: '/api/account',
    as: 'teacher',
    body: { email: 'teacher@example.com', firstName: 'Tea', lastName: 'Cher', phone: '+14165550100' },
    required: ['email'],
    cases: [badEmail(), badPhone(), notString('firstName'), oversized('lastName', 50), unknownField],
  },
  {
    method: 'POST',
    url: '/api/account/change-password',
    as: 'teacher',
    body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'secret1' },
    required: ['currentPassword', 'newPassword'],
    cases: [
      tooShort('newPassword'),
      {
        name: 'empty current password',
        change: { currentPassword: '' },
        field: 'currentPassword',
        message: 'is required',
      },
      notString('currentPassword'),
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/notices/read',
    as: 'teacher',
    body: { ids: [1] },
    cases: [
      { name: 'neither ids nor type', change: { ids: undefined }, field: 'ids', message: 'give ids or type' },
      { name: 'id a string', change: { ids: ['x'] }, field: 'ids.0', message: 'must be a number' },
      { name: 'ids not a list', change: { ids: 7 }, field: 'ids', message: 'must be an array' },
      {
        name: '501 ids',
        change: { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
        field: 'ids',
        message: 'must have at most 500 item(s)',
      },
      { name: 'unknown type', change: { type: 'bogus' }, field: 'type', message: NOTICE_TYPES },
      unknownField,
    ],
  },
  {
    method: 'DELETE',
    url: '/api/notices',
    as: 'teacher',
    query: { type: 'message' },
    required: ['type'],
    cases: [{ name: 'unknown type', change: { type: 'bogus' }, field: 'type', message: NOTICE_TYPES }, unknownField],
  },
  {
    method: 'POST',
    url: '/api/staff',
    as: 'admin',
    body: staffBody,
    required: ['login', 'email', 'password', 'role'],
    cases: staffCases,
  },
  {
    method: 'PUT',
    url: '/api/staff/:operator',
    as: 'admin',
    body: { ...staffBody, login: 'operator', email: 'operator@example.com', password: undefined },
    required: ['login', 'email', 'role'],
    cases: [...staffCases.filter((c) => c.field !== 'password'), tooShort('password')],
  },
  {
    method: 'PUT',
    url: '/api/staff/abc',
    as: 'admin',
    body: { ...staffBody, password: undefined },
    cases: [{ name: 'id not a number', change: {}, field: 'id', message: 'must be a number' }],
  },
  {
    method: 'DELETE',
    url: '/api/staff/0',
    as: 'admin',
    cases: [{ name: 'id zero', change: {}, field: 'id', message: 'must be greater than 0' }],
  },
  {
    method: 'GET',
    url: '/api/staff',
    as: 'admin',
    query: { page: '1', pageSize: '20', sort: 'login,asc' },
    cases: [
      { name: 'page size over 100', change: { pageSize: '101' }, field: 'pageSize', message: 'must be at most 100' },
      { name: 'page zero', change: { page: '0' }, field: 'page', message: 'must be at least 1' },
      { name: 'page not a number', change: { page: 'two' }, field: 'page', message: 'must be a number' },
      {
        name: 'sort injection',
        change: { sort: 'login;drop table users' },
        field: 'sort',
        message: 'must look like field,asc or field,desc',
      },
      { name: 'role filter a teacher', change: { role: 'ROLE_TEACHER' }, field: 'role', message: ENUM_ROLES },
      {
        name: 'activated not a boolean',
        change: { activated: 'maybe' },
        field: 'activated',
        message: 'must be one of: true, false',
      },
      oversized('keyword', 100),
      unknownField,
    ],
  },
];

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
          url: endpoint.url.replace(':operator', String(operatorId)),
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

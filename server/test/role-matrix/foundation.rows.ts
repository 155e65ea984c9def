import { DEFAULT_PASSWORD } from '../helpers/users';
import { ADMIN_ONLY, ANY_SIGNED_IN, CENTRE_STAFF, phone, type Row, STAFF_OR_FAMILY } from './types';

export const foundationRows: Row[] = [
  { route: 'GET /api/health', allowed: 'public', ok: 200, request: () => ({ method: 'GET', url: '/api/health' }) },
  {
    route: 'POST /api/authenticate',
    allowed: 'public',
    ok: 200,
    request: () => ({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'matrixuser', password: DEFAULT_PASSWORD },
    }),
  },
  {
    route: 'GET /api/login/captcha',
    allowed: 'public',
    ok: 200,
    request: ({ n }) => ({ method: 'GET', url: '/api/login/captcha', query: { mobile: phone(n) } }),
  },
  {
    route: 'POST /api/register',
    allowed: 'public',
    ok: 201,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/register',
      payload: { login: `matrixreg${n}`, email: `matrixreg${n}@example.com`, password: 'secret1' },
      // Registrations are limited per address: each caller registers from its own.
      remoteAddress: `10.8.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    }),
  },
  {
    route: 'GET /api/activate',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: '/api/activate', query: { key: await f.activationKey() } }),
  },
  {
    route: 'POST /api/account/reset-password/init',
    allowed: 'public',
    ok: 200,
    request: () => ({
      method: 'POST',
      url: '/api/account/reset-password/init',
      payload: { email: 'matrixuser@example.com' },
    }),
  },
  {
    route: 'POST /api/account/reset-password/finish',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: '/api/account/reset-password/finish',
      payload: { key: await f.resetKey(), newPassword: 'new-secret' },
    }),
  },
  {
    route: 'GET /api/account',
    allowed: STAFF_OR_FAMILY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/account' }),
  },
  {
    route: 'POST /api/account',
    allowed: STAFF_OR_FAMILY,
    ok: 200,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/account',
      payload: { email: `self${n}@example.com`, firstName: 'Self' },
    }),
  },
  {
    route: 'POST /api/account/change-password',
    allowed: STAFF_OR_FAMILY,
    ok: 200,
    renewsToken: true,
    request: () => ({
      method: 'POST',
      url: '/api/account/change-password',
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD },
    }),
  },
  { route: 'GET /api/users', allowed: CENTRE_STAFF, ok: 200, request: () => ({ method: 'GET', url: '/api/users' }) },
  {
    route: 'GET /api/notices',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/notices' }),
  },
  {
    route: 'POST /api/notices/read',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/notices/read', payload: { type: 'notification' } }),
  },
  {
    route: 'DELETE /api/notices',
    allowed: ANY_SIGNED_IN,
    ok: 200,
    request: () => ({ method: 'DELETE', url: '/api/notices', query: { type: 'message' } }),
  },
  {
    route: 'GET /api/staff',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/staff', query: { page: '1', pageSize: '5', sort: 'login,asc' } }),
  },
  {
    route: 'GET /api/staff/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: (f) => ({ method: 'GET', url: `/api/staff/${f.operatorId}` }),
  },
  {
    route: 'POST /api/staff',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/staff',
      payload: { login: `newstaff${n}`, email: `newstaff${n}@example.com`, password: 'secret1', role: 'ROLE_OPERATOR' },
    }),
  },
  {
    route: 'PUT /api/staff/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'PUT',
      url: `/api/staff/${await f.freshOperatorId()}`,
      payload: { login: `edited${f.n}`, email: `edited${f.n}@example.com`, role: 'ROLE_OPERATOR', activated: true },
    }),
  },
  {
    route: 'DELETE /api/staff/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/staff/${await f.freshOperatorId()}` }),
  },
  {
    route: 'GET /api/mail-outbox',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/mail-outbox' }),
  },
];

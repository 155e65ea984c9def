import { randomBytes } from 'node:crypto';
import { emailSends, emailTemplates, mailOutbox } from '../../src/db/schema';
import { insertStudent } from '../helpers/records';
import { CENTRE_STAFF, type Fixtures, type Row } from './types';

const freshTemplate = async (f: Fixtures) => {
  const [row] = await f.db
    .insert(emailTemplates)
    .values({ name: `Matrix ${f.n}`, subject: 'Hi {{firstName}}', body: 'Hello' })
    .returning({ id: emailTemplates.id });
  return row.id;
};
const freshSend = async (f: Fixtures) => {
  const [row] = await f.db
    .insert(emailSends)
    .values({ subject: 'x', body: 'x', audience: { group: 'staff' }, state: 'finished', sendAt: new Date() })
    .returning({ id: emailSends.id });
  return row.id;
};
/** A bulk mail's unsubscribe token, as a student's mail carries it. */
const freshToken = async (f: Fixtures) => {
  const student = await insertStudent(f.db, { email: `matrix${f.n}@example.com` });
  const token = randomBytes(24).toString('base64url');
  await f.db.insert(mailOutbox).values({
    recipient: `matrix${f.n}@example.com`,
    subject: 'x',
    body: 'x',
    status: 'stored',
    studentId: student.id,
    unsubscribeToken: token,
  });
  return token;
};

export const emailRows: Row[] = [
  {
    route: 'GET /api/email/templates',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/email/templates' }),
  },
  {
    route: 'GET /api/email/template-variables',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/email/template-variables' }),
  },
  {
    route: 'POST /api/email/templates',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/email/templates',
      payload: { name: `Template ${n}`, subject: 'Hi {{firstName}}', body: 'Balance {{balance}}' },
    }),
  },
  {
    route: 'PUT /api/email/templates/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({
      method: 'PUT',
      url: `/api/email/templates/${await freshTemplate(f)}`,
      payload: { name: `Edited ${f.n}`, subject: 'Hi', body: 'Hello {{fullName}}' },
    }),
  },
  {
    route: 'DELETE /api/email/templates/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/email/templates/${await freshTemplate(f)}` }),
  },
  {
    route: 'POST /api/email/preview',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: (f) => ({
      method: 'POST',
      url: '/api/email/preview',
      payload: { subject: 'Hi {{firstName}}', body: 'x', recipient: { kind: 'staff', id: f.operatorId } },
    }),
  },
  {
    route: 'POST /api/email/recipients',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/email/recipients', payload: { audience: { group: 'staff' } } }),
  },
  {
    route: 'POST /api/email/sends',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: ({ n }) => ({
      method: 'POST',
      url: '/api/email/sends',
      // Scheduled for later: the send's job then writes nothing while other rows take snapshots.
      payload: {
        subject: `Matrix ${n}`,
        body: 'Hello {{firstName}}',
        audience: { group: 'staff' },
        sendAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
  },
  {
    route: 'GET /api/email/sends',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/email/sends' }),
  },
  {
    route: 'GET /api/email/sends/:id/recipients',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/email/sends/${await freshSend(f)}/recipients` }),
  },
  {
    route: 'POST /api/email/sends/:id/retry',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `/api/email/sends/${await freshSend(f)}/retry` }),
  },
  {
    route: 'GET /api/email/unsubscribe',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: '/api/email/unsubscribe', query: { token: await freshToken(f) } }),
  },
  {
    route: 'POST /api/email/unsubscribe',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({ method: 'POST', url: '/api/email/unsubscribe', query: { token: await freshToken(f) } }),
  },
  {
    route: 'POST /api/email/resubscribe',
    allowed: 'public',
    ok: 200,
    request: async (f) => ({ method: 'POST', url: '/api/email/resubscribe', query: { token: await freshToken(f) } }),
  },
];

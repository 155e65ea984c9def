import { insertFamily, insertInvitation } from '../helpers/families';
import { insertStudent } from '../helpers/records';
import { CENTRE_STAFF, type Row } from './types';

/** Staff's side of family accounts (issue 33) and the invitation link's activation. */
export const familyAccountRows: Row[] = [
  {
    route: 'GET /api/students/:id/family-accounts',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/students/${(await insertStudent(f.db)).id}/family-accounts` }),
  },
  {
    route: 'POST /api/students/:id/family-invitations',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      url: `/api/students/${(await insertStudent(f.db)).id}/family-invitations`,
      payload: { email: `parent${f.n}@example.com` },
    }),
  },
  {
    route: 'POST /api/family-invitations/:id/resend',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const invitation = await insertInvitation(f.db, {
        login: `invited${f.n}`,
        studentId: (await insertStudent(f.db)).id,
      });
      return { method: 'POST', url: `/api/family-invitations/${invitation.id}/resend` };
    },
  },
  {
    route: 'POST /api/family-invitations/:id/revoke',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const invitation = await insertInvitation(f.db, {
        login: `invited${f.n}`,
        studentId: (await insertStudent(f.db)).id,
      });
      return { method: 'POST', url: `/api/family-invitations/${invitation.id}/revoke` };
    },
  },
  {
    route: 'DELETE /api/students/:id/family-accounts/:userId',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const student = await insertStudent(f.db);
      const family = await insertFamily(f.db, `linked${f.n}`, [student.id]);
      return { method: 'DELETE', url: `/api/students/${student.id}/family-accounts/${family.id}` };
    },
  },
  {
    route: 'POST /api/portal/activate',
    allowed: 'public',
    ok: 200,
    request: async (f) => {
      const invitation = await insertInvitation(f.db, {
        login: `activating${f.n}`,
        studentId: (await insertStudent(f.db)).id,
      });
      return { method: 'POST', url: '/api/portal/activate', payload: { key: invitation.key, password: 'chosen-pass' } };
    },
  },
];

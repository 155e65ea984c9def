import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { insertUser } from '../helpers/users';
import { ADMIN_ONLY, type Fixtures, type Row } from './types';

/** A self-registered account still waiting for an administrator's decision. */
async function waitingAccount(f: Fixtures): Promise<number> {
  const user = await insertUser(f.db, { login: `waiting${f.n}`, role: 'ROLE_TEACHER', activated: false });
  await f.db.update(users).set({ awaitingApproval: true }).where(eq(users.id, user.id));
  return user.id;
}

export const registrationRows: Row[] = [
  {
    route: 'POST /api/registrations/:id/approve',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `/api/registrations/${await waitingAccount(f)}/approve` }),
  },
  {
    route: 'POST /api/registrations/:id/refuse',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `/api/registrations/${await waitingAccount(f)}/refuse` }),
  },
];

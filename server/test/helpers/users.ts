import type { Database } from '../../src/db/client';
import { type Role, teachers, type UserRow, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const ROLE_NAMES = [
  'ROLE_ADMIN',
  'ROLE_OPERATOR',
  'ROLE_TEACHER',
  'ROLE_SYSTEM',
  'ROLE_CUSTOMER',
] as const satisfies readonly Role[];

/** scrypt costs ~50-100 ms a call: tests that share a password share one hash (salt reuse is harmless here). */
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type NewUser = {
  login: string;
  role: Role;
  password?: string;
  email?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  activated?: boolean;
};

export const DEFAULT_PASSWORD = 'correct-horse';

/** Inserts an account straight into the database, bypassing the API under test; a teacher gets a profile too. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      login: user.login.toLowerCase(),
      passwordHash: await cachedHash(user.password ?? DEFAULT_PASSWORD),
      role: user.role,
      email: user.email === undefined ? `${user.login.toLowerCase()}@example.com` : user.email,
      phone: user.phone ?? null,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      activated: user.activated ?? true,
    })
    .returning();
  if (row.role === 'ROLE_TEACHER') await db.insert(teachers).values({ userId: row.id });
  return row;
}

/** One signed-in-able account per role, logins `admin`, `operator`, `teacher`, `system`, `customer` (a family linked to no student). */
export async function insertRoleUsers(db: Database): Promise<Record<Role, UserRow>> {
  const entries = await Promise.all(
    ROLE_NAMES.map(async (role) => [role, await insertUser(db, { login: role.slice(5).toLowerCase(), role })] as const),
  );
  return Object.fromEntries(entries) as Record<Role, UserRow>;
}

import { and, asc, count, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { type PageQuery, pageOf } from '../../lib/paging';
import { displayName } from './user-accounts';

/** Every live sign-in account of the centre's side (families' accounts are listed per student), by login, one page. */
export function listUsers(db: Database, query: PageQuery) {
  const live = and(isNull(users.deletedAt), ne(users.role, 'ROLE_CUSTOMER'));
  return pageOf(
    query,
    (limit, offset) => db.select().from(users).where(live).orderBy(asc(users.login)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(live),
    (row) => ({ id: row.id, login: row.login, name: displayName(row), role: row.role, activated: row.activated }),
  );
}

import { asc, count, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { type PageQuery, pageOf } from '../../lib/paging';
import { displayName } from './user-accounts';

/** Every live sign-in account, by login, one page. */
export function listUsers(db: Database, query: PageQuery) {
  const live = isNull(users.deletedAt);
  return pageOf(
    query,
    (limit, offset) => db.select().from(users).where(live).orderBy(asc(users.login)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(live),
    (row) => ({ id: row.id, login: row.login, name: displayName(row), role: row.role, activated: row.activated }),
  );
}

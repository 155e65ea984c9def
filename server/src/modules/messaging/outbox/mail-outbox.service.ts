import { count, desc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';
import { type PageQuery, pageOf } from '../../../lib/paging';

/** E-mails the product has written, newest first, one page. */
export function listOutboxMail(db: Database, query: PageQuery) {
  return pageOf(
    query,
    (limit, offset) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(mailOutbox),
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  );
}

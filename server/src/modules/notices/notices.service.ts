import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type NOTICE_TYPES, notices, type Role, users } from '../../db/schema';
import { ADMIN_ONLY, CENTRE_STAFF } from '../../lib/roles';

export type NoticeType = (typeof NOTICE_TYPES)[number];
/** `eventKey` makes the notice once-only per user (an event a timer may see again). */
type NewNotice = {
  type: NoticeType;
  title: string;
  description?: string;
  registrationUserId?: number;
  eventKey?: string;
};

/** Posts a notice to every active administrator, inside the caller's transaction. */
export async function notifyAdministrators(db: Executor, notice: NewNotice): Promise<void> {
  await notifyRoles(db, ADMIN_ONLY, notice);
}

/** Posts a notice to every active administrator and operator (the centre's staff). */
export async function notifyCentreStaff(db: Executor, notice: NewNotice): Promise<void> {
  await notifyRoles(db, CENTRE_STAFF, notice);
}

/** Posts a notice to one user (a teacher about their lesson). */
export async function notifyUser(db: Executor, userId: number, notice: NewNotice): Promise<void> {
  await db
    .insert(notices)
    .values({ ...notice, userId })
    .onConflictDoNothing();
}

async function notifyRoles(db: Executor, roles: Role[], notice: NewNotice): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, roles), eq(users.activated, true), isNull(users.deletedAt)));
  if (staff.length === 0) return;
  await db
    .insert(notices)
    .values(staff.map((user) => ({ ...notice, userId: user.id })))
    .onConflictDoNothing();
}

export async function listNotices(db: Executor, userId: number) {
  const rows = await db
    .select()
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description ?? undefined,
    registrationUserId: row.registrationUserId ?? undefined,
    read: row.read,
    datetime: row.createdAt.toISOString(),
  }));
}

export async function countNotices(
  db: Executor,
  userId: number,
): Promise<{ notifyCount: number; unreadCount: number }> {
  const rows = await db
    .select({ read: notices.read, n: count() })
    .from(notices)
    .where(eq(notices.userId, userId))
    .groupBy(notices.read);
  const unreadCount = rows.find((row) => !row.read)?.n ?? 0;
  const notifyCount = rows.reduce((sum, row) => sum + row.n, 0);
  return { notifyCount, unreadCount };
}

/** Marks the user's own notices read: the given ids, or every notice of a type. */
export async function markNoticesRead(db: Executor, userId: number, target: { ids?: number[]; type?: NoticeType }) {
  const filters = [eq(notices.userId, userId)];
  if (target.ids) filters.push(inArray(notices.id, target.ids));
  if (target.type) filters.push(eq(notices.type, target.type));
  await db
    .update(notices)
    .set({ read: true })
    .where(and(...filters));
}

export async function clearNotices(db: Executor, userId: number, type: NoticeType) {
  await db.delete(notices).where(and(eq(notices.userId, userId), eq(notices.type, type)));
}

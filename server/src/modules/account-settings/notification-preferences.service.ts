import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teacherNotificationPreferences as preferencesTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { NOTIFICATION_EVENTS, type NotificationPreferences } from './notification-preferences.schemas';

/** A teacher who never chose gets e-mail for everything and no SMS (SMS may cost the centre money). */
export const DEFAULT_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_EVENTS.map((event) => [event, { email: true, sms: false }]),
) as NotificationPreferences;

type Row = typeof preferencesTable.$inferSelect;
type Columns = Omit<Row, 'teacherId' | 'updatedAt'>;

const emailColumn = (event: string) => `${event}Email` as keyof Columns;
const smsColumn = (event: string) => `${event}Sms` as keyof Columns;

function fromRow(row: Row): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { email: row[emailColumn(event)], sms: row[smsColumn(event)] }]),
  ) as NotificationPreferences;
}

function toColumns(preferences: NotificationPreferences): Columns {
  return Object.fromEntries(
    NOTIFICATION_EVENTS.flatMap((event) => [
      [emailColumn(event), preferences[event].email],
      [smsColumn(event), preferences[event].sms],
    ]),
  ) as Columns;
}

/**
 * What a teacher wants to receive, by event and channel. The communication senders call this before
 * sending a teacher anything; it answers the defaults for a teacher who never saved a choice.
 */
export async function teacherNotificationPreferences(
  db: Executor,
  teacherId: number,
): Promise<NotificationPreferences> {
  const [row] = await db.select().from(preferencesTable).where(eq(preferencesTable.teacherId, teacherId));
  return row ? fromRow(row) : DEFAULT_PREFERENCES;
}

export async function getNotificationPreferences(db: Executor, teacherId: number) {
  return teacherNotificationPreferences(db, teacherId);
}

export async function updateNotificationPreferences(
  db: Executor,
  teacherId: number,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const columns = { ...toColumns(preferences), updatedAt: new Date() };
  const [row] = await db
    .insert(preferencesTable)
    .values({ teacherId, ...columns })
    .onConflictDoUpdate({ target: preferencesTable.teacherId, set: columns })
    .returning()
    .catch((error: unknown) => {
      // The account is a teacher's, but its profile row may be gone (a broken import): say so plainly.
      if ((error as { code?: string }).code === '23503') throw new AppError('notfound');
      throw error;
    });
  if (!row) throw new AppError('notfound');
  return fromRow(row);
}

import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { NotificationEvent } from '../account-settings';
import { teacherNotificationPreferences } from '../account-settings';

/**
 * A teacher as the senders address them for one event: `email` and `phone` are set only where the
 * teacher chose that channel for the event AND the account has that address; both null means the
 * teacher is told nothing.
 */
export type TeacherRecipient = {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  phone: string | null;
};

/**
 * THE place a teacher's notification choices meet their addresses: reminders, cancellations,
 * bookings, moves and feedback-due notices all ask here. Null for an account that no longer exists.
 */
export async function teacherRecipient(
  db: Executor,
  teacherId: number,
  event: NotificationEvent,
): Promise<TeacherRecipient | null> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, teacherId));
  if (!user) return null;
  const channels = (await teacherNotificationPreferences(db, teacherId))[event];
  const firstName = user.firstName ?? '';
  const lastName = user.lastName ?? '';
  return {
    id: teacherId,
    firstName,
    lastName,
    name: [firstName, lastName].filter(Boolean).join(' '),
    email: channels.email && user.email ? user.email : null,
    phone: channels.sms && user.phone ? user.phone : null,
  };
}

import type { Executor } from '../../db/client';
import { teacherNotificationPreferences } from '../account-settings/notification-preferences.service';

export type ReminderChannels = { email: boolean; sms: boolean };

/**
 * THE place a teacher's notification choices are consulted for lesson reminders: the "reminder of
 * coming lessons" row of their Account Settings (e-mail on and SMS off until they choose).
 */
export async function teacherReminderChannels(db: Executor, teacherId: number): Promise<ReminderChannels> {
  return (await teacherNotificationPreferences(db, teacherId)).dailyReminder;
}

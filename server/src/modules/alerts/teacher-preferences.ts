import type { Executor } from '../../db/client';

export type ReminderChannels = { email: boolean; sms: boolean };

/**
 * THE place a teacher's notification preferences are consulted (lesson reminders). The account
 * settings issue (23) adds those preferences; until it is merged every teacher gets e-mail
 * reminders and no SMS.
 */
export async function teacherReminderChannels(_db: Executor, _teacherId: number): Promise<ReminderChannels> {
  return { email: true, sms: false };
}

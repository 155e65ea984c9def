import { z } from 'zod';

/** The teacher's events, in the order the screen lists them. */
export const NOTIFICATION_EVENTS = [
  'lessonBooked',
  'lessonMoved',
  'lessonCancelled',
  'dailyReminder',
  'feedbackDue',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

const channels = z
  .strictObject({
    email: z.boolean().describe('Send it by e-mail'),
    sms: z.boolean().describe('Send it by SMS (to the phone on the account)'),
  })
  .meta({ id: 'NotificationChannels' });

const describe: Record<NotificationEvent, string> = {
  lessonBooked: 'A lesson is booked for the teacher',
  lessonMoved: "One of the teacher's lessons is moved or changed",
  lessonCancelled: "One of the teacher's lessons is cancelled",
  dailyReminder: "Reminder of the next day's lessons",
  feedbackDue: 'Feedback still due on a confirmed lesson',
};

const shape = Object.fromEntries(
  NOTIFICATION_EVENTS.map((event) => [event, channels.describe(describe[event])]),
) as Record<NotificationEvent, typeof channels>;

export const notificationPreferences = z.strictObject(shape).meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

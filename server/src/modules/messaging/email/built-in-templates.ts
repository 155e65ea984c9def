import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { emailTemplates } from '../../../db/schema';
import { renderTemplate, type TemplateValues } from './template-text';

/** The mails the product sends by itself; staff may edit their wording, not remove them. */
export const BUILT_IN_TEMPLATES = {
  welcome: {
    name: 'Welcome',
    subject: 'Welcome to {{centreName}}',
    body: 'Hello {{firstName}},\n\nWelcome to {{centreName}}. We look forward to seeing you.\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  'low-balance': {
    name: 'Low balance',
    subject: 'Your balance at {{centreName}} is low',
    body: 'Hello {{firstName}},\n\nYour voucher balance is now {{balance}}. Please top it up to keep booking lessons.\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  'lesson-reminder': {
    name: 'Lesson reminder',
    subject: 'Reminder: {{lessonCourse}} on {{lessonTime}}',
    body: 'Hello {{firstName}},\n\nThis is a reminder of your {{lessonCourse}} lesson with {{teacherName}} on {{lessonTime}}.\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  'lesson-cancelled': {
    name: 'Lesson cancelled',
    subject: 'Cancelled: {{lessonCourse}} on {{lessonTime}}',
    body: 'Hello {{firstName}},\n\nYour {{lessonCourse}} lesson on {{lessonTime}} has been cancelled.\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  'feedback-available': {
    name: 'Feedback available',
    subject: 'Feedback for your {{lessonCourse}} lesson',
    body: 'Hello {{firstName}},\n\n{{teacherName}} has written feedback for your {{lessonCourse}} lesson on {{lessonTime}}. Ask us for a copy.\n\n{{centreName}}\n',
  },
  'lesson-booked': {
    name: 'Lesson booked (to the teacher)',
    subject: 'Booked for you: {{lessonCount}} of {{lessonCourse}} from {{lessonTime}}',
    body: 'Hello {{firstName}},\n\n{{lessonCount}} booked for you:\n{{lessonList}}\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  'lesson-moved': {
    name: 'Lesson moved or changed (to the teacher)',
    subject: 'Changed: {{lessonCount}} of yours, {{lessonCourse}} from {{lessonTime}}',
    body: 'Hello {{firstName}},\n\nThese lessons of yours have changed:\n{{lessonList}}\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  'feedback-due': {
    name: 'Feedback still due (to the teacher)',
    subject: 'Feedback still due: {{lessonCount}}',
    body: 'Hello {{firstName}},\n\nThese confirmed lessons of yours have no submitted feedback yet:\n{{lessonList}}\n\nPlease write it on the Feedback tab of the schedule.\n\n{{centreName}}\n',
  },
  'next-day-lessons': {
    name: "Next day's lessons (to the teacher)",
    subject: 'Tomorrow: {{lessonCount}}, from {{lessonTime}}',
    body: 'Hello {{firstName}},\n\nYour lessons tomorrow:\n{{lessonList}}\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  'student-cancelled': {
    name: 'Student cancelled a place (to the teacher)',
    subject: 'Cancelled by the family: {{studentName}}, {{lessonCourse}} on {{lessonTime}}',
    body: 'Hello {{firstName}},\n\n{{studentName}} has cancelled their place on your {{lessonCourse}} lesson on {{lessonTime}} from the family portal. The lesson stays in your schedule; confirm it as usual (a late cancellation shows on the confirmation).\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  activation: {
    name: 'Account activation',
    subject: 'Confirm your e-mail address',
    body: 'Hello {{fullName}},\n\nOpen this link to confirm your e-mail address:\n{{link}}\n\nAn administrator of the centre reviews every new account; you will get an e-mail once yours is approved.\n',
  },
  'family-invitation': {
    name: 'Family portal invitation',
    subject: 'Your family account at {{centreName}}',
    body: 'Hello,\n\n{{centreName}} has opened a family account for {{studentName}}: lessons, balance, feedback and receipts in one place.\n\nOpen this link within 14 days to choose your password:\n{{link}}\n\n{{centreName}} {{centreEmail}} {{centrePhone}}\n',
  },
  'password-reset': {
    name: 'Password reset',
    subject: 'Reset your password',
    body: 'Hello {{fullName}},\n\nOpen this link within 24 hours to choose a new password:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail.\n',
  },
} as const;

export type BuiltInKey = keyof typeof BUILT_IN_TEMPLATES;
export const BUILT_IN_KEYS = Object.keys(BUILT_IN_TEMPLATES) as BuiltInKey[];

/** Writes the built-in templates that are missing (first use, or a new one after an upgrade). */
export async function ensureBuiltInTemplates(db: Executor): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(BUILT_IN_KEYS.map((key) => ({ builtInKey: key, ...BUILT_IN_TEMPLATES[key] })))
    .onConflictDoNothing({ target: emailTemplates.builtInKey });
}

/** A built-in mail as staff last worded it, filled in. */
export async function renderBuiltIn(
  db: Executor,
  key: BuiltInKey,
  values: TemplateValues,
): Promise<{ subject: string; text: string }> {
  const [row] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.builtInKey, key));
  const template = row ?? BUILT_IN_TEMPLATES[key];
  return {
    subject: renderTemplate(template.subject, values).replace(/\s+/g, ' ').trim(),
    text: renderTemplate(template.body, values),
  };
}

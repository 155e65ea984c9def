import { AppError } from '../../../lib/app-error';

/** Every variable a template may use; each renders empty where it does not apply to a recipient. */
export const TEMPLATE_VARIABLES = {
  firstName: 'Recipient’s first name',
  lastName: 'Recipient’s last name',
  fullName: 'Recipient’s full name',
  studentName: 'The student’s full name',
  teacherName: 'The teacher’s name (the teacher themself, or the teacher of the student’s next lesson)',
  balance: 'The student’s voucher balance',
  threshold: 'The low-balance threshold',
  nextLessonTime: 'When the recipient’s next lesson starts',
  nextLessonCourse: 'The course of the recipient’s next lesson',
  lessonTime: 'When the lesson (reminder, cancellation, feedback) starts; in a teacher’s notice, the first lesson',
  lessonCourse: 'The course of that lesson',
  lessonCount: 'How many lessons a teacher’s notice covers (“1 lesson”, “12 lessons”)',
  lessonList: 'The lessons a teacher’s notice covers, one per line (a moved one with its former time)',
  centreName: 'The centre’s name',
  centreEmail: 'The centre’s contact e-mail',
  centrePhone: 'The centre’s contact phone',
  link: 'The account link (activation, password reset)',
} as const;

export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const VARIABLE = /\{\{\s*([^{}\s]*)\s*\}\}/g;

export function unknownVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) {
    // Own keys only: `in` also finds what every object inherits ({{constructor}}, {{toString}}).
    if (!Object.hasOwn(TEMPLATE_VARIABLES, match[1])) unknown.add(match[1]);
  }
  return [...unknown];
}

/** Refuses a subject or body that names a variable the product does not know, naming it. */
export function assertKnownVariables(fields: Record<string, string | undefined>): void {
  const fieldErrors = Object.entries(fields).flatMap(([field, text]) => {
    const unknown = text ? unknownVariables(text) : [];
    return unknown.length
      ? [{ field, message: `Unknown variable ${unknown.map((name) => `{{${name}}}`).join(', ')}` }]
      : [];
  });
  if (fieldErrors.length) {
    const message = fieldErrors.map((error) => `${error.field}: ${error.message}`).join('; ');
    throw new AppError('validation', { message, fieldErrors });
  }
}

/** Every variable replaced; one the recipient has no value for renders empty. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return replaceVariables(text, values, () => '');
}

/**
 * Fills in only the variables given and leaves the others as written: a send's subject in History
 * reads "Balance reminder from Maple Learning", while "{{firstName}}", which differs per recipient, stays.
 */
export function fillVariables(text: string, values: TemplateValues): string {
  return replaceVariables(text, values, (whole) => whole);
}

function replaceVariables(text: string, values: TemplateValues, missing: (whole: string) => string): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name as TemplateVariable] ?? '') : missing(whole),
  );
}

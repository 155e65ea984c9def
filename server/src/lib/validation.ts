import { z } from 'zod';

/**
 * Plain-English messages for every generic rule (spec §5 "required, min/max length, range, type"),
 * so a field error reads "must be at least 4 characters" rather than Zod's developer wording.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null ? 'is required' : `must be a ${issue.expected}`;
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1 ? 'is required' : `must be at least ${issue.minimum} characters`;
          }
          if (issue.origin === 'array') return `must have at least ${issue.minimum} item(s)`;
          return `must be at least ${issue.minimum}`;
        case 'too_big':
          if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
          if (issue.origin === 'array') return `must have at most ${issue.maximum} item(s)`;
          return `must be at most ${issue.maximum}`;
        case 'invalid_format':
          return issue.format === 'email' ? 'must be a valid e-mail address' : `must be a valid ${issue.format}`;
        case 'invalid_value':
          return `must be one of: ${issue.values.join(', ')}`;
        case 'unrecognized_keys':
          return `unknown field(s): ${issue.keys.join(', ')}`;
        default:
          return undefined;
      }
    },
  });
}

/** Shared field rules from spec §5, one definition each. */
export const fields = {
  login: z
    .string()
    .trim()
    .min(4)
    .max(50)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'may use letters, digits and _ . @ - only')
    .describe('Sign-in name, at least 4 characters'),
  password: z.string().min(4).max(100).describe('Password, at least 4 characters'),
  email: z.string().trim().max(254).email().describe('E-mail address'),
  phone: z
    .string()
    .trim()
    .max(25)
    .regex(/^\+?[0-9][0-9 ()-]{5,22}[0-9]$/, 'must be a valid phone number')
    .describe('Phone number, digits with an optional leading +'),
  name: z.string().trim().max(50),
  isoDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date'),
};

/** Digits with an optional leading +, so "+1 (416) 555-0100" and "+14165550100" are the same phone. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

export type PasswordStrength = 'strong' | 'medium' | 'weak';

export const PASSWORD_MIN_LENGTH = 4;

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/];

/**
 * A hint, not a rule: the server only requires 4 characters (spec §5). Length counts most, and mixing
 * lower case, upper case, digits and symbols makes a shorter password harder to guess.
 */
export function passwordStrength(password: string): PasswordStrength {
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  if (password.length >= 12 || (password.length >= 10 && classes >= 3)) return 'strong';
  if (password.length >= 8 || (password.length >= 6 && classes >= 2)) return 'medium';
  return 'weak';
}

export const STRENGTH_LABELS: Record<PasswordStrength, string> = {
  strong: 'Strength: Strong',
  medium: 'Strength: Medium',
  weak: 'Strength: Weak',
};

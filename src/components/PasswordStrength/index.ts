export { default as NewPasswordFields } from './NewPasswordFields';
export { default as PasswordStrengthMeter } from './PasswordStrengthMeter';
export { confirmPasswordRules, newPasswordRules } from './password-rules';
export { PASSWORD_MIN_LENGTH, type PasswordStrength, passwordStrength, STRENGTH_LABELS } from './password-strength';

import type { FormRule } from 'antd';
import { PASSWORD_MIN_LENGTH } from './password-strength';

/** Rules for choosing a new password (spec §5: at least 4 characters). */
export const newPasswordRules: FormRule[] = [
  { required: true, message: 'Please enter a password!' },
  { min: PASSWORD_MIN_LENGTH, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
];

/** The repeat field must equal the field `passwordField`; use with `dependencies={[passwordField]}`. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    { required: true, message: 'Please confirm the password!' },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || value === getFieldValue(passwordField)
          ? Promise.resolve()
          : Promise.reject(new Error('The two passwords do not match!')),
    }),
  ];
}

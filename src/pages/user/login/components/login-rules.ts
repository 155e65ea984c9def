import type { FormRule } from 'antd';
import { requiredPhoneRules } from '@/components/FormSupport';

// Sign-in only checks presence: the 4-character minimum applies when an account is created (spec §5).
export const loginRules = {
  username: [{ required: true, whitespace: true, message: 'Please enter your username!' }],
  password: [{ required: true, message: 'Please enter your password!' }],
  mobile: requiredPhoneRules,
  captcha: [{ required: true, whitespace: true, message: 'Please enter the verification code!' }],
} satisfies Record<string, FormRule[]>;

import type { FormRule } from 'antd';
import { requiredPhoneRules } from '@/components/FormSupport';

// Spec §5: login and password have at least 4 characters; the form says so before asking the server (issue 19).
export const loginRules = {
  username: [
    { required: true, whitespace: true, message: 'Please enter your username!' },
    { min: 4, message: 'Username must be at least 4 characters' },
  ],
  password: [
    { required: true, message: 'Please enter your password!' },
    { min: 4, message: 'Password must be at least 4 characters' },
  ],
  mobile: requiredPhoneRules,
  captcha: [{ required: true, whitespace: true, message: 'Please enter the verification code!' }],
} satisfies Record<string, FormRule[]>;

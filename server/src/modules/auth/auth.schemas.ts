import { z } from 'zod';
import { fields } from '../../lib/validation';

export const authenticateBody = z
  .strictObject({
    type: z.enum(['account', 'mobile']).default('account').describe('Which login tab was used'),
    username: z.string().trim().max(100).optional().describe('Login (account tab)'),
    password: z.string().max(100).optional().describe('Password (account tab)'),
    mobile: z.string().trim().max(25).optional().describe('Phone number (phone tab)'),
    captcha: z.string().trim().max(10).optional().describe('Verification code sent by SMS (phone tab)'),
    rememberMe: z.boolean().default(false).describe('Keep the session for 30 days instead of one'),
  })
  .meta({ id: 'LoginParams' })
  .superRefine((body, ctx) => {
    const required = body.type === 'mobile' ? (['mobile', 'captcha'] as const) : (['username', 'password'] as const);
    for (const key of required) {
      if (!body[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required' });
    }
  });

export const tokenResponse = z
  .object({ id_token: z.string().describe('Bearer token for the Authorization header') })
  .meta({ id: 'LoginResult' });

export const captchaQuery = z.strictObject({ mobile: fields.phone });

export const registerBody = z.strictObject({
  login: fields.login,
  email: fields.email,
  password: fields.password,
  firstName: fields.name.optional(),
  lastName: fields.name.optional(),
});

export const activateQuery = z.strictObject({
  key: z.string().min(1).max(100).describe('Key from the activation e-mail'),
});

export const activateResponse = z
  .object({
    success: z.literal(true),
    awaitingApproval: z
      .boolean()
      .describe("The address is confirmed, but the account still waits for an administrator's approval"),
  })
  .meta({ id: 'ActivateResult' });

export const resetInitBody = z.strictObject({ email: fields.email });

export const resetFinishBody = z.strictObject({
  key: z.string().min(1).max(100).describe('Key from the reset e-mail'),
  newPassword: fields.password,
});

import { z } from 'zod';
import { ROLES } from '../../db/schema';
import { fields } from '../../lib/validation';

export const accountResponse = z
  .object({
    id: z.number().int().describe('User id'),
    login: z.string().describe('Sign-in name'),
    name: z.string().describe('First and last name, or the login when neither is set'),
    firstName: z.string().nullable().describe('First name'),
    lastName: z.string().nullable().describe('Last name'),
    email: z.string().nullable().describe('E-mail address'),
    phone: z.string().nullable().describe('Phone number'),
    role: z.enum(ROLES).describe('Role'),
    authorities: z.array(z.string()).describe('Role plus the authorities it implies'),
    notifyCount: z.number().int().describe('Notices in the bell'),
    unreadCount: z.number().int().describe('Unread notices'),
  })
  .meta({ id: 'CurrentUser' });

export const updateAccountBody = z.strictObject({
  firstName: fields.name.nullable().optional().describe('First name'),
  lastName: fields.name.nullable().optional().describe('Last name'),
  email: fields.email,
  phone: fields.phone.nullable().optional(),
});

export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1).max(100).describe('The password used now'),
  newPassword: fields.password,
});

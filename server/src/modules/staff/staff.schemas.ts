import { z } from 'zod';
import { pageQuery } from '../../lib/paging';
import { STAFF_ACCOUNT_ROLES } from '../../lib/roles';
import { fields } from '../../lib/validation';

const staffRole = z.enum(STAFF_ACCOUNT_ROLES).describe('Role of the account');

export const staffMember = z
  .object({
    id: z.number().int().describe('User id'),
    login: z.string().describe('Sign-in name'),
    firstName: z.string().nullable().describe('First name'),
    lastName: z.string().nullable().describe('Last name'),
    email: z.string().nullable().describe('E-mail address'),
    phone: z.string().nullable().describe('Phone number'),
    birthday: z.string().nullable().describe('Birthday (YYYY-MM-DD)'),
    role: staffRole,
    activated: z.boolean().describe('Whether the account can sign in'),
    createdAt: z.string().describe('When the account was created (ISO 8601)'),
  })
  .meta({ id: 'StaffMember' });

export const staffListQuery = pageQuery
  .extend({
    keyword: z.string().trim().max(100).optional().describe('Matches login, names, e-mail or phone'),
    login: z.string().trim().max(50).optional().describe('Login contains'),
    name: z.string().trim().max(100).optional().describe('First or last name contains'),
    email: z.string().trim().max(254).optional().describe('E-mail contains'),
    role: staffRole.optional(),
    activated: z.enum(['true', 'false']).optional().describe('Only activated (true) or deactivated (false) accounts'),
  })
  .strict();

const editableFields = {
  login: fields.login,
  email: fields.email,
  firstName: fields.name.nullable().optional().describe('First name'),
  lastName: fields.name.nullable().optional().describe('Last name'),
  birthday: fields.isoDate.nullable().optional().describe('Birthday (YYYY-MM-DD)'),
  phone: fields.phone.nullable().optional(),
  role: staffRole,
  activated: z.boolean().default(true).describe('Whether the account can sign in'),
};

export const createStaffBody = z
  .strictObject({ ...editableFields, password: fields.password })
  .meta({ id: 'StaffCreate' });

export const updateStaffBody = z
  .strictObject({
    ...editableFields,
    password: fields.password.optional().describe('A new password; leave out to keep the current one'),
  })
  .meta({ id: 'StaffUpdate' });

export type StaffListQuery = z.infer<typeof staffListQuery>;
export type CreateStaffInput = z.infer<typeof createStaffBody>;
export type UpdateStaffInput = z.infer<typeof updateStaffBody>;

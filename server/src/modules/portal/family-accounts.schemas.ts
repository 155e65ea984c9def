import { z } from 'zod';
import { fields } from '../../lib/validation';

export const familyInvitationBody = z.strictObject({
  email: fields.email.describe('The parent’s e-mail (or the student’s own); the invitation goes there'),
  firstName: fields.name.optional().describe('First name of the account holder (optional)'),
  lastName: fields.name.optional().describe('Last name of the account holder (optional)'),
});

export const familyInvitationResult = z
  .object({
    userId: z.number().int().describe('The family account invited or linked'),
    invitationId: z
      .number()
      .int()
      .nullable()
      .describe('The invitation sent; null when an active account was linked at once'),
    linked: z.boolean().describe('True when an active family account was linked without an invitation'),
  })
  .meta({ id: 'FamilyInvitationResult' });

export const familyAccount = z
  .object({
    userId: z.number().int().describe('Account id'),
    login: z.string().describe('Sign-in name'),
    name: z.string().describe('Display name'),
    firstName: z.string().nullable().describe('First name'),
    lastName: z.string().nullable().describe('Last name'),
    email: z.string().nullable().describe('E-mail'),
    phone: z.string().nullable().describe('Phone'),
    activated: z.boolean().describe('Whether the family has chosen a password and can sign in'),
    linkedAt: z.string().describe('When the account was linked to the student'),
    invitation: z
      .object({
        id: z.number().int().describe('Invitation id (resend, revoke)'),
        sentAt: z.string().describe('When it was first sent'),
        expiresAt: z.string().describe('When its link stops working'),
        expired: z.boolean().describe('Whether its link has already expired (resend to renew it)'),
      })
      .nullable()
      .describe('The open invitation, if the account has not been activated yet'),
  })
  .meta({ id: 'FamilyAccount' });

export const familyAccountList = z.object({ success: z.literal(true), data: z.array(familyAccount) });

export const unlinkParams = z.strictObject({
  id: fields.recordIdParam.describe('Student id'),
  userId: fields.recordIdParam.describe('Family account id'),
});

export const activationBody = z.strictObject({
  key: z.string().min(1).max(100).describe('The key from the invitation link'),
  password: fields.password.describe('The password the family chooses, at least 4 characters'),
});

export const activationResult = z
  .object({
    id_token: z.string().describe('Bearer token: the family is signed in at once'),
    login: z.string().describe('The sign-in name to use next time'),
  })
  .meta({ id: 'FamilyActivationResult' });

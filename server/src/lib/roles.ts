import type { Role } from '../db/schema';

/**
 * The route table speaks ROLE_*; the authority logic speaks INTERNAL_ADMIN / INTERNAL_STAFF /
 * EXTERNAL_CUSTOMER. docs/decisions.md records how they map: administrators are INTERNAL_ADMIN
 * (which implies INTERNAL_STAFF), operators and teachers are INTERNAL_STAFF, and family accounts
 * (the portal) are EXTERNAL_CUSTOMER. System users are the vendor's and get no centre authority.
 */
export const AUTHORITIES_BY_ROLE: Record<Role, string[]> = {
  ROLE_ADMIN: ['ROLE_ADMIN', 'INTERNAL_ADMIN', 'INTERNAL_STAFF'],
  ROLE_OPERATOR: ['ROLE_OPERATOR', 'INTERNAL_STAFF'],
  ROLE_TEACHER: ['ROLE_TEACHER', 'INTERNAL_STAFF'],
  ROLE_SYSTEM: ['ROLE_SYSTEM'],
  ROLE_CUSTOMER: ['ROLE_CUSTOMER', 'EXTERNAL_CUSTOMER'],
};

/**
 * Role groups from spec §2/§6, named for the screens they open: the one list of them (routes declare
 * `config.roles` with these, never an array of their own).
 */
export const CENTRE_STAFF: Role[] = ['ROLE_ADMIN', 'ROLE_OPERATOR'];
export const ADMIN_ONLY: Role[] = ['ROLE_ADMIN'];
/** Every account of the centre's side (the admin app): never a family's. */
export const ANY_SIGNED_IN: Role[] = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER', 'ROLE_SYSTEM'];
/** A teacher's own screens: their lessons to confirm, their calendar links, their notification choices. */
export const TEACHER_ONLY: Role[] = ['ROLE_TEACHER'];
/** Centre staff and teachers: availability, lesson feedback, the state of calendar links. */
export const STAFF_AND_TEACHERS: Role[] = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER'];
/** Vendor billing: administrators and system users see Payment Information and the credit history and pay… */
export const ADMIN_AND_SYSTEM: Role[] = ['ROLE_ADMIN', 'ROLE_SYSTEM'];
/** …only system users (the vendor) change the plan, the cycle and the credit, and make invoices. */
export const SYSTEM_ONLY: Role[] = ['ROLE_SYSTEM'];
/** Family accounts: the portal's routes only. */
export const FAMILY_ONLY: Role[] = ['ROLE_CUSTOMER'];
/** Routes both faces share: one's own account (who am I, name, e-mail, phone, password). */
export const STAFF_OR_FAMILY: Role[] = [...ANY_SIGNED_IN, 'ROLE_CUSTOMER'];

/** Roles an account managed on the Staff screen can have. Teachers are managed on their own screen. */
export const STAFF_ACCOUNT_ROLES = ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_SYSTEM'] as const satisfies readonly Role[];

/** The family portal's front door (issue 33): what app.ts and other modules may use. */

export { bulkInvitationRoutes } from './bulk-invitations.routes';
export { portalLessonManagementRoutes } from './cancellations.routes';
export { familyAccountRoutes } from './family-accounts.routes';
export { assertLinked, linkedStudents } from './linked-students';
export { portalRoutes } from './portal.routes';
export { portalBalanceRoutes } from './portal-balance.routes';

/**
 * The notices module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */
export { notifyTeachersOfLessons } from './lesson-notices';
export { countNotices, notifyCentreStaff, notifyUser } from './notices.service';

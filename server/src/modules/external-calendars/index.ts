/**
 * The external-calendars module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */
export { busyConflicts } from './busy-check';
export { centreTimeZone } from './centre-zone';
export { feedLessons } from './feed-lessons';
export { buildFeed } from './ical-feed';

/**
 * The auth module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */
export { tokenResponse } from './auth.schemas';
export { REGISTRATION_LIMIT } from './registration-throttle';
export { takeRequestSlot } from './request-limit';

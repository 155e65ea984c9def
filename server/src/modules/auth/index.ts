/** The module's front door for its routes: what they use besides its `*.service.ts` files (routes import only those, their schemas and this file). */
export { REGISTRATION_LIMIT } from './registration-throttle';
export { takeRequestSlot } from './request-limit';

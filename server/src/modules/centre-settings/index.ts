/**
 * The centre-settings module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */

export { cancellationPolicyRoutes } from './cancellation-policy.routes';
export { type CancellationPolicy, getCancellationPolicy } from './cancellation-policy.service';
export { freeCancellationEnds, isInsideFreeWindow } from './cancellation-window';
export { getCentreDisplaySettings, getCentreSettings } from './centre-settings.service';

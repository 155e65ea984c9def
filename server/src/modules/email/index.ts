/**
 * The email module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */
export { ensureBuiltInTemplates, renderBuiltIn } from './built-in-templates';
export type { CentreValues } from './centre-values';
export { centreTemplateValues, centreValues } from './centre-values';
export type { Recipient } from './recipients';
export { recipientName, resolveAudience } from './recipients';
export type { TemplateValues } from './template-text';
export { TEMPLATE_VARIABLES } from './template-text';
export { formatLessonTime, formatMailMoney, valuesFor } from './template-values';

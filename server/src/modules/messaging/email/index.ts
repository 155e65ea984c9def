/**
 * What the email part of messaging (bulk sends and templates) offers its sibling parts, and what its
 * routes use besides their own *.service.ts and *.schemas.ts. Other modules import ../index.ts.
 */
export { ensureBuiltInTemplates, renderBuiltIn } from './built-in-templates';
export type { CentreValues } from './centre-values';
export { centreTemplateValues, centreValues } from './centre-values';
export { parseMultipartForm, parseUrlencoded } from './form-body';
export type { Recipient } from './recipients';
export { recipientName, resolveAudience } from './recipients';
export type { TemplateValues } from './template-text';
export { TEMPLATE_VARIABLES } from './template-text';
export { formatLessonTime, formatMailMoney, valuesFor } from './template-values';

/** The module's front door for its routes: what they use besides its `*.service.ts` files (routes import only those, their schemas and this file). */
export { ensureBuiltInTemplates } from './built-in-templates';
export { parseMultipartForm, parseUrlencoded } from './form-body';
export { TEMPLATE_VARIABLES } from './template-text';

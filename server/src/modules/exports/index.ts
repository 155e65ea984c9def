/** The module's front door: the export archive's routes. */
export { exportRoutes } from './exports.routes';

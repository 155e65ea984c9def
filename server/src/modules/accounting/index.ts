/** The accounting module's public face: its routes, and the journal for other modules that need the books. */
export { accountingRoutes } from './accounting.routes';
export { buildJournal } from './journal';

/**
 * The roll-ups' public face (issue 35): the write points record what they wrote through these calls,
 * the screens read the roll-up tables, check:figures and the daily job compare them with the rows.
 */
export { type FigureDifference, figureDifferences } from './check';
export { checkFiguresJob, describeDifferences } from './check-figures.job';
export { fillFiguresOnce, refillFigures } from './fill';
export { recordLedgerEntries, recordPayRecords, recordPurchase, recordPurchaseReversal } from './record';
export { centreTimeZone, payRecount } from './recount';

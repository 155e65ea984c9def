/** The module's front door for its routes: what they use besides its `*.service.ts` files (routes import only those, their schemas and this file). */

export { datedLedgerEntries } from './ledger-dates';
export { getPurchaseReport } from './purchase-report';
export { exportPayroll, exportPurchaseReport } from './report-exports';
export { checkRange, rangeFields, resolveRange } from './report-range';
export { getSalaryLessons, getSalaryReport } from './salary-report';
export { getVoucherReport } from './voucher-report';

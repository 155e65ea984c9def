/**
 * The reports module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */
export { datedLedgerEntries } from './ledger-dates';
export { getPurchaseReport } from './purchase-report';
export { exportPayroll, exportPurchaseReport } from './report-exports';
export { checkRange, rangeFields, resolveRange } from './report-range';
export { getSalaryLessons, getSalaryReport } from './salary-report';
export { getVoucherReport } from './voucher-report';

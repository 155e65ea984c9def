/** The module's front door for its routes: what they use besides its `*.service.ts` files (routes import only those, their schemas and this file). */
export { getPurchaseReport } from './purchase-report';
export { exportPayroll, exportPurchaseReport } from './report-exports';
export { getSalaryLessons, getSalaryReport } from './salary-report';
export { getVoucherReport } from './voucher-report';

/**
 * The vouchers module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */

export type { LessonChargeParams, LessonCharges } from './ledger';
export {
  assertAllCharged,
  lessonChargeCtes,
  lessonChargeValues,
  lockStudentBalances,
  postLedgerEntry,
  postLessonCharges,
  postReversal,
} from './ledger';
export { purchaseEntryOf, reverseLedgerEntryIn } from './ledger.service';
export { exportVoucherPurchases, MAX_EXPORT_ROWS } from './voucher-export';
export { getVoucherPurchase, type PurchaseOrigin, recordVoucherPurchase } from './vouchers.service';

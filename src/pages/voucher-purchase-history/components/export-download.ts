import { downloadFile } from '@/components/FileDownload';
import { exportVoucherPurchases } from '@/services/api/vouchers';

/** Downloads the .xlsx of the purchases matching `filters`; shows why when the server refuses. */
export function downloadPurchasesExport(filters: API.exportVoucherPurchasesParams): Promise<boolean> {
  return downloadFile(
    (options) => exportVoucherPurchases(filters, options),
    'voucher-purchases.xlsx',
    'Failed to export, try again',
  );
}

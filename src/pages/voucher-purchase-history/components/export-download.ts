import type { AxiosResponse } from '@umijs/max';
import { showRequestFailure } from '@/components/FormSupport';
import { exportVoucherPurchases } from '@/services/api/vouchers';
import { filenameFromDisposition } from './purchase-api-mapping';

/** Hands a file to the browser's download through an object URL and a temporary <a download>. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Asked for as a blob, an error answer arrives as a blob too; its JSON body is read back so the
 * usual failure message can show the server's reason (e.g. too many rows).
 */
async function withJsonBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { status?: number; data?: unknown } })?.response;
  if (!(response?.data instanceof Blob)) return error;
  try {
    return { response: { status: response.status, data: JSON.parse(await response.data.text()) } };
  } catch {
    return { response: { status: response.status } };
  }
}

/** Downloads the .xlsx of the purchases matching `filters`; shows why when the server refuses. */
export async function downloadPurchasesExport(filters: API.exportVoucherPurchasesParams): Promise<boolean> {
  try {
    const response = (await exportVoucherPurchases(filters, {
      responseType: 'blob',
      getResponse: true,
      skipErrorHandler: true,
    })) as unknown as AxiosResponse<Blob>;
    saveBlob(response.data, filenameFromDisposition(response.headers['content-disposition']));
    return true;
  } catch (error) {
    showRequestFailure('Failed to export, try again', await withJsonBody(error));
    return false;
  }
}

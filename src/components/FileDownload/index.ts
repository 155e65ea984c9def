import type { AxiosResponse } from '@umijs/max';
import { showRequestFailure } from '@/components/FormSupport';

/**
 * File answers of the API (.xlsx exports, feedback PDFs): asked for as a blob, saved through a
 * temporary <a download>, with the server's reason shown when it refuses.
 */

/** What a generated API call needs to hand back the raw blob and its headers. */
export const BLOB_REQUEST = { responseType: 'blob', getResponse: true, skipErrorHandler: true } as const;

/** A generated API call with its parameters already bound, taking only the request options. */
export type FileRequest = (options: typeof BLOB_REQUEST) => Promise<unknown>;

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

/** `attachment; filename="voucher-purchases_2026-01-01_2026-03-31.xlsx"` → the file name, else `fallback`. */
export function filenameFromDisposition(disposition: string | null | undefined, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? fallback;
}

/**
 * Asked for as a blob, an error answer arrives as a blob too; its JSON body is read back so the
 * usual failure message can show the server's reason (e.g. too many rows, a range too long).
 */
export async function withJsonBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { status?: number; data?: unknown } })?.response;
  if (!(response?.data instanceof Blob)) return error;
  try {
    return { response: { status: response.status, data: JSON.parse(await response.data.text()) } };
  } catch {
    return { response: { status: response.status } };
  }
}

/** Fetches a file: its blob and the name the server gave it (or `fallbackName`). Throws as the call does. */
export async function fetchFile(request: FileRequest, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const response = (await request(BLOB_REQUEST)) as AxiosResponse<Blob>;
  return {
    blob: response.data,
    filename: filenameFromDisposition(response.headers['content-disposition'], fallbackName),
  };
}

/**
 * Downloads a file and saves it under the server's name; on refusal shows `failureText` with the
 * server's reason. Resolves to whether the file was saved.
 */
export async function downloadFile(request: FileRequest, fallbackName: string, failureText: string): Promise<boolean> {
  try {
    const { blob, filename } = await fetchFile(request, fallbackName);
    saveBlob(blob, filename);
    return true;
  } catch (error) {
    showRequestFailure(failureText, await withJsonBody(error));
    return false;
  }
}

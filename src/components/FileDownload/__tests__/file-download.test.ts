import { filenameFromDisposition, withJsonBody } from '..';

describe('filenameFromDisposition', () => {
  it('reads the server-given name, with a fallback', () => {
    expect(
      filenameFromDisposition('attachment; filename="voucher-purchases_2026-01-01_2026-03-31.xlsx"', 'x.xlsx'),
    ).toBe('voucher-purchases_2026-01-01_2026-03-31.xlsx');
    expect(filenameFromDisposition('attachment; filename=week_2026-03-02.xlsx', 'x.xlsx')).toBe('week_2026-03-02.xlsx');
    expect(filenameFromDisposition(undefined, 'voucher-purchases.xlsx')).toBe('voucher-purchases.xlsx');
  });
});

describe('withJsonBody', () => {
  it('reads the JSON error body of a blob answer so its reason can be shown', async () => {
    const body = { success: false, errorCode: 'validation', errorMessage: 'The date range can be at most 31 days' };
    const error = { response: { status: 400, data: new Blob([JSON.stringify(body)]) } };
    expect(await withJsonBody(error)).toEqual({ response: { status: 400, data: body } });
  });

  it('keeps only the status when the blob is not JSON, and other errors as they are', async () => {
    expect(await withJsonBody({ response: { status: 502, data: new Blob(['<html>']) } })).toEqual({
      response: { status: 502 },
    });
    const plain = new Error('offline');
    expect(await withJsonBody(plain)).toBe(plain);
  });
});

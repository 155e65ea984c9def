import { toVoucherPurchaseBody } from '../purchase-form-mapping';

describe('toVoucherPurchaseBody', () => {
  it('sends the date as YYYY-MM-DD, amounts as strings, a blank gift as 0 and blank comments as null', () => {
    expect(
      toVoucherPurchaseBody(9, {
        type: 'CASH',
        purchaseDate: '2026-03-02',
        voucherAmount: '20',
        giftAmount: ' ',
        comments: '  ',
      }),
    ).toEqual({
      studentId: 9,
      type: 'CASH',
      purchaseDate: '2026-03-02',
      voucherAmount: '20.00',
      giftAmount: '0.00',
      comments: null,
    });
  });
});

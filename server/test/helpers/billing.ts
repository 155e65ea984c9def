/** A price plan the billing tests share: 1–2 students at 10.00, 3 and above at 8.00; minimum 15.00; tax 13%. */
export const PLAN = {
  chargeRanges: [
    { from: 1, to: 2, unitPrice: '10.00' },
    { from: 3, to: null, unitPrice: '8.00' },
  ],
  minimumCharge: '15.00',
  taxRate: '13',
  currency: 'CAD',
  paymentTermsDays: 14,
};

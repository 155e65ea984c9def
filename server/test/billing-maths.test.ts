/** Invoice maths, table-tested in integer cents: each range edge, the minimum charge, credit, tax rounding. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { endedPeriods, periodOf } from '../src/modules/billing/billing-periods';
import { invoiceAmounts, percentOf, rangeFor } from '../src/modules/billing/invoice-maths';

const RANGES = [
  { from: 1, to: 10, unitPrice: '5.00' },
  { from: 11, to: 50, unitPrice: '4.50' },
  { from: 51, to: null, unitPrice: '3.99' },
];
const plan = { chargeRanges: RANGES, minimumCharge: '20.00', taxRate: '13', creditBalance: '0' };

describe('invoice maths', () => {
  const rows: [string, Partial<typeof plan> & { quantity: number }, Partial<ReturnType<typeof invoiceAmounts>>][] = [
    [
      '0 students: first range, raised to the minimum',
      { quantity: 0 },
      { rangeFrom: 1, subtotal: '0.00', totalBeforeTax: '20.00', tax: '2.60', total: '22.60' },
    ],
    [
      '1 student: first range edge, under the minimum',
      { quantity: 1 },
      { rangeFrom: 1, rangeTo: 10, subtotal: '5.00', totalBeforeTax: '20.00' },
    ],
    ['4 students: exactly the minimum', { quantity: 4 }, { subtotal: '20.00', totalBeforeTax: '20.00' }],
    [
      '10 students: last of the first range',
      { quantity: 10 },
      { rangeTo: 10, unitPrice: '5.00', subtotal: '50.00', tax: '6.50', total: '56.50' },
    ],
    [
      '11 students: first of the second range',
      { quantity: 11 },
      { rangeFrom: 11, unitPrice: '4.50', subtotal: '49.50' },
    ],
    ['50 students: last of the second range', { quantity: 50 }, { rangeTo: 50, subtotal: '225.00' }],
    [
      '51 students: open range',
      { quantity: 51 },
      { rangeFrom: 51, rangeTo: null, unitPrice: '3.99', subtotal: '203.49', tax: '26.45', total: '229.94' },
    ],
    [
      'credit smaller than the amount',
      { quantity: 10, creditBalance: '12.34' },
      { credit: '12.34', totalBeforeTax: '37.66', tax: '4.90', total: '42.56' },
    ],
    [
      'credit larger than the amount: used up to it, total zero',
      { quantity: 10, creditBalance: '500.00' },
      { credit: '50.00', totalBeforeTax: '0.00', tax: '0.00', total: '0.00' },
    ],
    [
      'credit against the minimum charge',
      { quantity: 1, creditBalance: '25.00' },
      { subtotal: '5.00', credit: '20.00', total: '0.00' },
    ],
    // 0.50 × 13% = 0.065: half a cent rounds up to 0.07.
    [
      'above the minimum it is not applied',
      { quantity: 1, minimumCharge: '0.50' },
      { totalBeforeTax: '5.00', tax: '0.65' },
    ],
    [
      'tax 0.065 → 0.07',
      { quantity: 0, minimumCharge: '0.50' },
      { totalBeforeTax: '0.50', tax: '0.07', total: '0.57' },
    ],
    ['tax 0.0649… → 0.06', { quantity: 0, minimumCharge: '0.50', taxRate: '12.999' }, { tax: '0.06' }],
    [
      'Quebec rate with three decimals',
      { quantity: 11, taxRate: '14.975' },
      { subtotal: '49.50', tax: '7.41', total: '56.91' },
    ],
    ['no tax', { quantity: 11, taxRate: '0' }, { tax: '0.00', total: '49.50' }],
    ['no minimum', { quantity: 0, minimumCharge: '0' }, { totalBeforeTax: '0.00', total: '0.00' }],
    [
      'largest quantity and price fit exactly',
      { quantity: 100_000, chargeRanges: [{ from: 1, to: null, unitPrice: '99999.99' }], taxRate: '0' },
      { subtotal: '9999999000.00' },
    ],
  ];
  for (const [name, input, expected] of rows) {
    test(name, () => {
      const result = invoiceAmounts({ ...plan, ...input });
      for (const [key, value] of Object.entries(expected))
        assert.equal(result[key as keyof typeof result], value, `${key} of ${JSON.stringify(result)}`);
    });
  }

  test('every result adds up: total = amount − credit + tax', () => {
    for (let quantity = 0; quantity <= 60; quantity++)
      for (const creditBalance of ['0', '7.77', '1000']) {
        const r = invoiceAmounts({ ...plan, quantity, creditBalance });
        const c = (v: string) => Math.round(Number(v) * 100);
        assert.equal(c(r.total), c(r.totalBeforeTax) + c(r.tax));
        assert.equal(c(r.totalBeforeTax), Math.max(c(r.subtotal), c(r.minimumCharge)) - c(r.credit));
        assert.ok(c(r.credit) <= Math.max(c(r.subtotal), c(r.minimumCharge)));
      }
  });

  test('percentOf rounds half up in cents', () => {
    assert.equal(percentOf(50n, '13'), 7n);
    assert.equal(percentOf(1n, '50'), 1n);
    assert.equal(percentOf(1n, '49.999'), 0n);
  });

  test('rangeFor picks exactly one range', () => {
    assert.equal(rangeFor(10, RANGES).from, 1);
    assert.equal(rangeFor(11, RANGES).from, 11);
    assert.equal(rangeFor(1_000, RANGES).from, 51);
  });
});

describe('billing periods', () => {
  test('monthly from the start date, clamped to short months without drifting', () => {
    assert.deepEqual(periodOf('2026-01-31', 0), {
      index: 0,
      periodStart: '2026-01-31',
      periodEnd: '2026-02-27',
      invoiceDate: '2026-02-28',
    });
    assert.equal(periodOf('2026-01-31', 2).periodStart, '2026-03-31');
    assert.deepEqual(periodOf('2026-03-15', 1), {
      index: 1,
      periodStart: '2026-04-15',
      periodEnd: '2026-05-14',
      invoiceDate: '2026-05-15',
    });
  });
  test('a period has ended once today is past its last day', () => {
    assert.equal(endedPeriods('2026-01-01', '2026-01-31').length, 0);
    assert.equal(endedPeriods('2026-01-01', '2026-02-01').length, 1);
    assert.equal(endedPeriods('2026-01-01', '2026-04-15').length, 3);
  });
});

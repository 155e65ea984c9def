/** Amounts worked out from rates are exact to the cent and never past what an amount column holds. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { amountForMinutes, centsOf, formatCents, sameAmount } from '../../src/lib/money';

describe('money', () => {
  test('cents read and print exactly, signed, with or without decimals', () => {
    assert.deepEqual(['120', '120.5', '0.07', '-3.25'].map(centsOf), [12000n, 12050n, 7n, -325n]);
    assert.deepEqual([12000n, 12050n, 7n, -325n, 0n].map(formatCents), ['120.00', '120.50', '0.07', '-3.25', '0.00']);
    assert.ok(sameAmount('120', '120.00'));
    assert.ok(!sameAmount('120.01', '120.00'));
  });

  test('rate × minutes rounds half up to the cent', () => {
    assert.equal(amountForMinutes('37.50', 90), '56.25');
    // 10.01 × 10 / 60 = 1.668333…, 0.03 × 50 / 60 = 0.025 exactly (half: up).
    assert.equal(amountForMinutes('10.01', 10), '1.67');
    assert.equal(amountForMinutes('0.03', 50), '0.03');
    assert.equal(amountForMinutes('0.03', 49), '0.02');
  });

  test('an amount past 9,999,999,999.99 is null, the largest that fits is kept', () => {
    assert.equal(amountForMinutes('9999999999.99', 60), '9999999999.99');
    assert.equal(amountForMinutes('9999999999.99', 61), null);
    assert.equal(amountForMinutes('5000000000.00', 120), null);
  });
});

import { centsToMoney, formatMoney, isPositiveMoney, MONEY_PATTERN, toCents, toMoneyString } from '../money';

describe('money helpers', () => {
  it('accepts what the server accepts: zero or more, at most 2 decimals', () => {
    for (const ok of ['0', '5', '5.5', '100.00', '9999999999.99']) expect(MONEY_PATTERN.test(ok)).toBe(true);
    for (const bad of ['-1', '1.234', '1,000', 'abc', '', '.5', '12345678901'])
      expect(MONEY_PATTERN.test(bad)).toBe(false);
  });

  it('writes amounts with two decimals, without floats', () => {
    expect(toMoneyString('5')).toBe('5.00');
    expect(toMoneyString(' 0.1 ')).toBe('0.10');
    expect(toMoneyString('007.5')).toBe('7.50');
    expect(toMoneyString('0')).toBe('0.00');
  });

  it('tells a positive amount from zero', () => {
    expect(isPositiveMoney('0.00')).toBe(false);
    expect(isPositiveMoney('0.01')).toBe(true);
  });

  it("formats for display in the centre's currency with thousands separators and the sign", () => {
    expect(formatMoney('1234567.8')).toBe('$1,234,567.80');
    expect(formatMoney('-25.5')).toBe('-$25.50');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('999')).toBe('$999.00');
  });
});

describe('money in cents', () => {
  it('converts decimal strings exactly, both ways', () => {
    expect(toCents('120.5')).toBe(12050);
    expect(toCents('-15.45')).toBe(-1545);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('1234567890.99')).toBe(123456789099);
    expect(centsToMoney(-1545)).toBe('-15.45');
    expect(centsToMoney(7)).toBe('0.07');
  });
});

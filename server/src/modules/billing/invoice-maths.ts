import type { ChargeRange } from '../../db/schema';
import { centsOf, formatCents } from '../../lib/money';

/**
 * An invoice's amounts, worked out in integer cents (bigint), never floats. Order (docs/decisions.md,
 * "Vendor invoices"):
 *   subtotal       = quantity × the unit price of the one charge range the quantity falls in
 *   amount         = the subtotal, raised to the minimum charge when below it
 *   credit         = min(credit balance, amount): credit never takes an invoice below zero
 *   totalBeforeTax = amount − credit
 *   tax            = totalBeforeTax × taxRate %, rounded half up to the cent (half a cent goes up)
 *   total          = totalBeforeTax + tax
 * Tax is on what is left after credit: credit is money the centre already has with the vendor, so
 * it reduces the taxable supply like a discount.
 */
export type InvoiceInputs = {
  quantity: number;
  chargeRanges: ChargeRange[];
  minimumCharge: string;
  /** Percent, up to three decimals ("13", "14.975"). */
  taxRate: string;
  creditBalance: string;
};

export type InvoiceAmounts = {
  rangeFrom: number;
  rangeTo: number | null;
  unitPrice: string;
  subtotal: string;
  minimumCharge: string;
  credit: string;
  totalBeforeTax: string;
  taxRate: string;
  tax: string;
  total: string;
};

/**
 * The range a quantity falls in. Ranges are contiguous and ascending (price-plan.ts checks that); a
 * quantity below the first range (0 students when the first starts at 1) takes the first range.
 */
export function rangeFor(quantity: number, ranges: ChargeRange[]): ChargeRange {
  if (ranges.length === 0) throw new Error('A price plan has at least one charge range.');
  const found = ranges.find((range) => quantity >= range.from && (range.to === null || quantity <= range.to));
  if (found) return found;
  return quantity < ranges[0].from ? ranges[0] : ranges[ranges.length - 1];
}

/** A percentage with up to three decimals as thousandths of a percent: "13.5" → 13500n. */
export function rateMillis(rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
}

/** cents × rate%, rounded half up (amounts here are never negative). */
export function percentOf(cents: bigint, rate: string): bigint {
  return (cents * rateMillis(rate) + 50_000n) / 100_000n;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

export function invoiceAmounts(input: InvoiceInputs): InvoiceAmounts {
  const range = rangeFor(input.quantity, input.chargeRanges);
  const subtotal = BigInt(input.quantity) * centsOf(range.unitPrice);
  const amount = max(subtotal, centsOf(input.minimumCharge));
  const credit = min(max(centsOf(input.creditBalance), 0n), amount);
  const totalBeforeTax = amount - credit;
  const tax = percentOf(totalBeforeTax, input.taxRate);
  return {
    rangeFrom: range.from,
    rangeTo: range.to,
    unitPrice: formatCents(centsOf(range.unitPrice)),
    subtotal: formatCents(subtotal),
    minimumCharge: formatCents(centsOf(input.minimumCharge)),
    credit: formatCents(credit),
    totalBeforeTax: formatCents(totalBeforeTax),
    taxRate: input.taxRate,
    tax: formatCents(tax),
    total: formatCents(totalBeforeTax + tax),
  };
}

/** "1–10", "51 and above": how screens and the PDF name a range. */
export function rangeLabel(from: number, to: number | null): string {
  return to === null ? `${from} and above` : `${from}–${to}`;
}

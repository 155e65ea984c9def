/**
 * The p-th percentile (nearest rank) of a list of numbers. An empty list has none: NaN, never 0, so a
 * bench that measured nothing cannot print a figure that looks like a very fast one (print it with `ms`).
 */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A duration in milliseconds for a figures table; "n/a (nothing measured)" for NaN. */
export function ms(value: number, digits = 1): string {
  return Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a (nothing measured)';
}

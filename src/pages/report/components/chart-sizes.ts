/**
 * The charts' heights, shared by the charts (ReportCharts, in the chart library's chunk) and their
 * loading placeholders (LazyCharts, in the screen's own chunk), so the placeholder holds the chart's
 * place and nothing moves when the chart appears.
 */
export const GROUPED_HEIGHT = 280;
export const COLUMNS_HEIGHT = 260;
export const LINE_HEIGHT = 220;
/** One horizontal bar per month: the chart grows taller instead of the labels crowding. */
export const barsHeight = (months: number) => Math.max(160, months * 28 + 56);

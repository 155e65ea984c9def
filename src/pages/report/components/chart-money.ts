import { formatMoney } from '@/utils/format';

/**
 * A chart's number (an axis tick, a label, a tooltip value) as money: "$627.50", as the table under the
 * chart writes it (issue 31: the chart said "627.5"). The number came from a decimal string, so its
 * shortest form is that decimal again; an axis tick the library computed is written to the cent.
 */
export const chartMoney = (value: number | string): string => formatMoney(String(value));

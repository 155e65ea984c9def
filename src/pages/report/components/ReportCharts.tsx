import { Bar, Column, Line } from '@ant-design/plots';

/**
 * The reports' charts, loaded only on the reports screens (React.lazy in LazyCharts): @ant-design/plots
 * is large. Series differ by shape as well as colour (a filled bar against an outlined one, a dashed
 * line), and every figure is also in the table under the chart.
 */

type Point = { month: string; series: string; amount: number };

const BLUE = '#1677ff';
const ORANGE = '#d46b08';

/** Grouped columns per month: the first series filled, the second outlined. */
export function GroupedColumns({ data, series }: { data: Point[]; series: [string, string] }) {
  return (
    <Column
      data={data}
      xField="month"
      yField="amount"
      colorField="series"
      group
      height={280}
      scale={{ color: { domain: series, range: [BLUE, ORANGE] } }}
      style={{
        fill: (d: Point) => (d.series === series[1] ? '#fff' : BLUE),
        stroke: (d: Point) => (d.series === series[1] ? ORANGE : BLUE),
        lineWidth: 2,
      }}
      axis={{ y: { title: false }, x: { title: false } }}
      legend={{ color: { position: 'top' } }}
    />
  );
}

/** One series of columns per month (e.g. pay), each labelled with its value. */
export function MonthColumns({ data, label }: { data: { month: string; amount: number }[]; label: string }) {
  return (
    <Column
      data={data}
      xField="month"
      yField="amount"
      height={260}
      style={{ fill: BLUE }}
      label={{ text: (d: { amount: number }) => (d.amount ? d.amount.toLocaleString('en-US') : ''), position: 'top' }}
      axis={{ y: { title: label }, x: { title: false } }}
    />
  );
}

/**
 * The same figures as MonthColumns for a phone: one horizontal bar per month, the month at its start and
 * its value at its end, so neither the months nor the values run into each other however many months
 * there are (the chart grows taller instead of the labels crowding).
 */
export function MonthBars({ data, label }: { data: { month: string; amount: number }[]; label: string }) {
  return (
    <Bar
      data={data}
      xField="month"
      yField="amount"
      height={Math.max(160, data.length * 28 + 56)}
      style={{ fill: BLUE, maxWidth: 20 }}
      label={{
        text: (d: { amount: number }) => (d.amount ? d.amount.toLocaleString('en-US') : ''),
        position: 'right',
        textAlign: 'start',
        dx: 4,
      }}
      axis={{ y: { title: label, labelAutoHide: true, tickCount: 3 }, x: { title: false } }}
    />
  );
}

/** A dashed line with points (e.g. vouchers outstanding at each month end). */
export function MonthLine({ data, label }: { data: { month: string; amount: number }[]; label: string }) {
  return (
    <Line
      data={data}
      xField="month"
      yField="amount"
      height={220}
      point={{ shapeField: 'square', sizeField: 4 }}
      style={{ lineDash: [6, 4], stroke: BLUE, lineWidth: 2 }}
      axis={{ y: { title: label }, x: { title: false } }}
    />
  );
}

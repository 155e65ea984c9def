import { Bar, type Chart, Column, Line } from '@ant-design/plots';
import { chartMoney } from './chart-money';
import { barsHeight, COLUMNS_HEIGHT, GROUPED_HEIGHT, LINE_HEIGHT } from './chart-sizes';

/**
 * The reports' charts, loaded only on the reports screens (React.lazy in LazyCharts): @ant-design/plots
 * is large. Series differ by shape as well as colour (a filled bar against an outlined one, a dashed
 * line), and every figure is also in the table under the chart.
 */

type Point = { month: string; series: string; amount: number };
type MonthPoint = { month: string; amount: number };
/** Called once the chart has drawn (the library draws after mounting): its placeholder goes then. */
type Drawn = { onDrawn?: () => void };

/** The library's chart object is loosely typed: its G2 chart announces each finished drawing. */
const whenDrawn = (onDrawn: (() => void) | undefined) => (plot: Chart) =>
  onDrawn &&
  (plot as { chart?: { on: (event: string, listener: () => void) => void } }).chart?.on('afterrender', onDrawn);

/** Ticks of a money axis, written as money. */
const moneyAxis = { labelFormatter: (value: number) => chartMoney(value) };

const BLUE = '#1677ff';
const ORANGE = '#d46b08';

/** Grouped columns per month: the first series filled, the second outlined. */
export function GroupedColumns({ data, series, onDrawn }: { data: Point[]; series: [string, string] } & Drawn) {
  return (
    <Column
      data={data}
      xField="month"
      yField="amount"
      colorField="series"
      group
      height={GROUPED_HEIGHT}
      onReady={whenDrawn(onDrawn)}
      tooltip={{ items: [(d: Point) => ({ name: d.series, value: chartMoney(d.amount) })] }}
      scale={{ color: { domain: series, range: [BLUE, ORANGE] } }}
      style={{
        fill: (d: Point) => (d.series === series[1] ? '#fff' : BLUE),
        stroke: (d: Point) => (d.series === series[1] ? ORANGE : BLUE),
        lineWidth: 2,
      }}
      axis={{ y: { title: false, ...moneyAxis }, x: { title: false } }}
      legend={{ color: { position: 'top' } }}
    />
  );
}

/** One series of columns per month (e.g. pay), each labelled with its value. */
export function MonthColumns({ data, label, onDrawn }: { data: MonthPoint[]; label: string } & Drawn) {
  return (
    <Column
      data={data}
      xField="month"
      yField="amount"
      height={COLUMNS_HEIGHT}
      onReady={whenDrawn(onDrawn)}
      style={{ fill: BLUE }}
      label={{ text: (d: MonthPoint) => (d.amount ? chartMoney(d.amount) : ''), position: 'top' }}
      tooltip={{ items: [(d: MonthPoint) => ({ name: label, value: chartMoney(d.amount) })] }}
      axis={{ y: { title: label, ...moneyAxis }, x: { title: false } }}
    />
  );
}

/**
 * The same figures as MonthColumns for a phone: one horizontal bar per month, the month at its start and
 * its value at its end, so neither the months nor the values run into each other however many months
 * there are (the chart grows taller instead of the labels crowding).
 */
export function MonthBars({ data, label, onDrawn }: { data: MonthPoint[]; label: string } & Drawn) {
  return (
    <Bar
      data={data}
      xField="month"
      yField="amount"
      height={barsHeight(data.length)}
      onReady={whenDrawn(onDrawn)}
      style={{ fill: BLUE, maxWidth: 20 }}
      tooltip={{ items: [(d: MonthPoint) => ({ name: label, value: chartMoney(d.amount) })] }}
      label={{
        text: (d: MonthPoint) => (d.amount ? chartMoney(d.amount) : ''),
        position: 'right',
        textAlign: 'start',
        dx: 4,
      }}
      axis={{ y: { title: label, labelAutoHide: true, tickCount: 3, ...moneyAxis }, x: { title: false } }}
    />
  );
}

/** A dashed line with points (e.g. vouchers outstanding at each month end). */
export function MonthLine({ data, label, onDrawn }: { data: MonthPoint[]; label: string } & Drawn) {
  return (
    <Line
      data={data}
      xField="month"
      yField="amount"
      height={LINE_HEIGHT}
      onReady={whenDrawn(onDrawn)}
      tooltip={{ items: [(d: MonthPoint) => ({ name: label, value: chartMoney(d.amount) })] }}
      point={{ shapeField: 'square', sizeField: 4 }}
      style={{ lineDash: [6, 4], stroke: BLUE, lineWidth: 2 }}
      axis={{ y: { title: label, ...moneyAxis }, x: { title: false } }}
    />
  );
}

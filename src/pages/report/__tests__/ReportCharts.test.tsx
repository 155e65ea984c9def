import { act, render, screen } from '@testing-library/react';
import { GroupedColumns, MonthBars, MonthColumns, MonthLine } from '../components/ReportCharts';

/**
 * Issue 31 item 9: the charts write amounts as the tables do ("$627.50", not "627.5"), and hold a
 * loading placeholder until the chart library has drawn. The library draws on a canvas jsdom lacks:
 * its components are stood in for by ones that record their options and draw when told.
 */
type Options = Record<string, unknown> & { onReady?: (plot: unknown) => void };
type FakeCharts = { options: Record<string, Options>; draw: () => void };

jest.mock('@ant-design/plots', () => {
  const drawnListeners: (() => void)[] = [];
  const options: Record<string, Options> = {};
  const fake = (kind: string) => (props: Options) => {
    options[kind] = props;
    // As the library does: hands over its chart object, whose G2 chart later says it has drawn.
    props.onReady?.({ chart: { on: (_event: string, listener: () => void) => drawnListeners.push(listener) } });
    return <div>{kind} chart</div>;
  };
  const draw = () => {
    for (const listener of drawnListeners.splice(0)) listener();
  };
  return { Column: fake('Column'), Bar: fake('Bar'), Line: fake('Line'), fake: { options, draw } };
});
const mockCharts = (jest.requireMock('@ant-design/plots') as { fake: FakeCharts }).fake;

type Formatter = (value: number) => string;
type ItemOf<T> = (datum: T) => { name: string; value: string };
const axisY = (options: Options) => (options.axis as { y: { labelFormatter: Formatter } }).y.labelFormatter;
const tooltipItem = <T,>(options: Options) => (options.tooltip as { items: ItemOf<T>[] }).items[0];

describe('report charts', () => {
  it('write axis ticks, labels and tooltips as money', () => {
    render(<MonthColumns data={[{ month: 'Jan 2026', amount: 627.5 }]} label="Pay" />);
    const columns = mockCharts.options.Column;
    expect(axisY(columns)(627.5)).toBe('$627.50');
    expect((columns.label as { text: (d: { amount: number }) => string }).text({ amount: 627.5 })).toBe('$627.50');
    expect(tooltipItem<{ month: string; amount: number }>(columns)({ month: 'Jan 2026', amount: 627.5 })).toEqual({
      name: 'Pay',
      value: '$627.50',
    });

    render(<MonthBars data={[{ month: 'Jan 2026', amount: 1200 }]} label="Pay" />);
    expect(axisY(mockCharts.options.Bar)(1200)).toBe('$1,200.00');

    render(<MonthLine data={[{ month: 'Jan 2026', amount: 40 }]} label="Outstanding" />);
    expect(axisY(mockCharts.options.Line)(40)).toBe('$40.00');

    render(
      <GroupedColumns data={[{ month: 'Jan 2026', series: 'Given', amount: 15.5 }]} series={['Bought', 'Given']} />,
    );
    const grouped = mockCharts.options.Column;
    expect(axisY(grouped)(200)).toBe('$200.00');
    expect(tooltipItem<{ series: string; amount: number }>(grouped)({ series: 'Given', amount: 15.5 })).toEqual({
      name: 'Given',
      value: '$15.50',
    });
  });

  it('shows a loading placeholder in the chart’s place until the chart has drawn', async () => {
    const { ColumnsChart } = await import('../components/LazyCharts');
    render(<ColumnsChart caption="Pay per month" label="Pay" data={[{ month: 'Jan 2026', amount: 627.5 }]} />);
    expect(screen.getByRole('status', { name: 'Loading the chart: Pay per month' })).toBeInTheDocument();
    // The chart's code has arrived and it has mounted, but not drawn yet.
    expect(await screen.findByText('Column chart')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the chart: Pay per month' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Pay per month' })).toHaveAttribute('aria-busy', 'true');
    act(() => mockCharts.draw());
    expect(screen.queryByRole('status', { name: 'Loading the chart: Pay per month' })).toBeNull();
    expect(screen.getByRole('figure', { name: 'Pay per month' })).toHaveAttribute('aria-busy', 'false');
  });
});

import { Skeleton } from 'antd';
import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import { barsHeight, COLUMNS_HEIGHT, GROUPED_HEIGHT, LINE_HEIGHT } from './chart-sizes';

/** The chart library arrives with the first chart drawn, in a chunk of its own. */
const charts = () => import('./ReportCharts');
const LazyGrouped = lazy(() => charts().then((module) => ({ default: module.GroupedColumns })));
const LazyColumns = lazy(() => charts().then((module) => ({ default: module.MonthColumns })));
const LazyBars = lazy(() => charts().then((module) => ({ default: module.MonthBars })));
const LazyLine = lazy(() => charts().then((module) => ({ default: module.MonthLine })));

type Grouped = Omit<ComponentProps<typeof LazyGrouped>, 'onDrawn'>;
type Columns = Omit<ComponentProps<typeof LazyColumns>, 'onDrawn'>;
type Bars = Omit<ComponentProps<typeof LazyBars>, 'onDrawn'>;
type LineProps = Omit<ComponentProps<typeof LazyLine>, 'onDrawn'>;

/** A chart's place while it loads: as tall as the chart, so nothing below moves when it appears. */
export function ChartPlaceholder({ caption, height }: { caption: string; height: number }) {
  return (
    // A grid, so the skeleton (an inline block of its own) stretches to the chart's full width.
    <div role="status" aria-label={`Loading the chart: ${caption}`} style={{ display: 'grid' }}>
      <Skeleton.Node active style={{ width: '100%', height }} />
    </div>
  );
}

/**
 * A chart's figure with its caption for screen readers; the table below holds the same figures. The
 * library draws some time after the chart mounts (seconds on a slow machine, issue 31): the placeholder
 * stays until the chart says it has drawn, while the chart lays itself out unseen at the same width.
 */
function Figure({
  caption,
  height,
  children,
}: {
  caption: string;
  height: number;
  children: (onDrawn: () => void) => ReactNode;
}) {
  const [drawn, setDrawn] = useState(false);
  return (
    <figure aria-label={caption} aria-busy={!drawn} style={{ margin: '0 0 16px', position: 'relative' }}>
      {!drawn && <ChartPlaceholder caption={caption} height={height} />}
      <div style={drawn ? undefined : { position: 'absolute', inset: 0, visibility: 'hidden' }}>
        <Suspense fallback={null}>{children(() => setDrawn(true))}</Suspense>
      </div>
    </figure>
  );
}

export const GroupedChart = ({ caption, ...props }: Grouped & { caption: string }) => (
  <Figure caption={caption} height={GROUPED_HEIGHT}>
    {(onDrawn) => <LazyGrouped {...props} onDrawn={onDrawn} />}
  </Figure>
);
export const ColumnsChart = ({ caption, ...props }: Columns & { caption: string }) => (
  <Figure caption={caption} height={COLUMNS_HEIGHT}>
    {(onDrawn) => <LazyColumns {...props} onDrawn={onDrawn} />}
  </Figure>
);
/** MonthColumns' figures as horizontal bars, for a phone's narrow screen. */
export const BarsChart = ({ caption, ...props }: Bars & { caption: string }) => (
  <Figure caption={caption} height={barsHeight(props.data.length)}>
    {(onDrawn) => <LazyBars {...props} onDrawn={onDrawn} />}
  </Figure>
);
export const LineChart = ({ caption, ...props }: LineProps & { caption: string }) => (
  <Figure caption={caption} height={LINE_HEIGHT}>
    {(onDrawn) => <LazyLine {...props} onDrawn={onDrawn} />}
  </Figure>
);

import { Skeleton } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

/** The chart library arrives with the first chart drawn, in a chunk of its own. */
const charts = () => import('./ReportCharts');
const LazyGrouped = lazy(() => charts().then((module) => ({ default: module.GroupedColumns })));
const LazyColumns = lazy(() => charts().then((module) => ({ default: module.MonthColumns })));
const LazyBars = lazy(() => charts().then((module) => ({ default: module.MonthBars })));
const LazyLine = lazy(() => charts().then((module) => ({ default: module.MonthLine })));

type Grouped = ComponentProps<typeof LazyGrouped>;
type Columns = ComponentProps<typeof LazyColumns>;
type Bars = ComponentProps<typeof LazyBars>;
type LineProps = ComponentProps<typeof LazyLine>;

const loading = <Skeleton.Node active style={{ width: '100%', height: 220 }} />;

/** A chart's figure with its caption for screen readers; the table below holds the same figures. */
function Figure({ caption, children }: { caption: string; children: JSX.Element }) {
  return (
    <figure aria-label={caption} style={{ margin: '0 0 16px' }}>
      <Suspense fallback={loading}>{children}</Suspense>
    </figure>
  );
}

export const GroupedChart = (props: Grouped & { caption: string }) => (
  <Figure caption={props.caption}>
    <LazyGrouped {...props} />
  </Figure>
);
export const ColumnsChart = (props: Columns & { caption: string }) => (
  <Figure caption={props.caption}>
    <LazyColumns {...props} />
  </Figure>
);
/** MonthColumns' figures as horizontal bars, for a phone's narrow screen. */
export const BarsChart = (props: Bars & { caption: string }) => (
  <Figure caption={props.caption}>
    <LazyBars {...props} />
  </Figure>
);
export const LineChart = (props: LineProps & { caption: string }) => (
  <Figure caption={props.caption}>
    <LazyLine {...props} />
  </Figure>
);

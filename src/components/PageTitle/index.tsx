import { RouteContext } from '@ant-design/pro-components';
import { type CSSProperties, type ReactNode, useContext } from 'react';

const HEADING: CSSProperties = { display: 'inline', margin: 0, font: 'inherit', color: 'inherit' };

/**
 * A signed-in screen's one h1: the title PageContainer shows, looking as it did (issue 20: every
 * screen has a heading of the first level, its name). Without children it is the page's name from
 * the layout, the same text PageContainer would show on its own.
 */
export default function PageTitle({ children }: { children?: ReactNode }) {
  const { title } = useContext(RouteContext);
  return <h1 style={HEADING}>{children ?? title}</h1>;
}

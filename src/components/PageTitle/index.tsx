import { useRouteProps } from '@umijs/max';
import type { CSSProperties, ReactNode } from 'react';

const HEADING: CSSProperties = { display: 'inline', margin: 0, font: 'inherit', color: 'inherit' };

/**
 * A signed-in screen's one h1: the title PageContainer shows, looking as it did (issue 20: every
 * screen has a heading of the first level, its name). Without children it is the route's name.
 */
export default function PageTitle({ children }: { children?: ReactNode }) {
  const { name } = useRouteProps() as { name?: string };
  return <h1 style={HEADING}>{children ?? name}</h1>;
}

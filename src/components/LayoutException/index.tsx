import type { ReactNode } from 'react';

type Route = { unaccessible?: boolean };

export type LayoutExceptionProps = {
  children: ReactNode;
  route?: Route;
  noFound?: ReactNode;
  notFound?: ReactNode;
  unAccessible?: ReactNode;
  noAccessible?: ReactNode;
};

/**
 * umi's layout plugin wraps every signed-in page in an Exception component that falls back to antd's
 * Result (with its illustrations and Chinese texts) when no 403/404 page is given. src/app.tsx always
 * gives both (loaded on demand), so .umirc.ts swaps that component for this one: the same choice between
 * the 404 page, the 403 page and the page itself, without Result in every first load.
 */
export default function LayoutException({
  children,
  route,
  noFound,
  notFound,
  unAccessible,
  noAccessible,
}: LayoutExceptionProps) {
  if (!route) return <>{noFound ?? notFound ?? null}</>;
  if (route.unaccessible) return <>{unAccessible ?? noAccessible ?? null}</>;
  return <>{children}</>;
}

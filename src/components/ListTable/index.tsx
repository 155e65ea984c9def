import type { ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY, formatPhone } from '@/utils/format';

/**
 * How every list fits an office screen (issue 19, 1280 px): the table scrolls sideways inside itself,
 * never the page; the actions column stays fixed on the right; long text ends in an ellipsis with the
 * whole on hover; columns hidden through the table's column settings are remembered per user and list.
 */

/** ProTable props shared by every list; `list` names the list in the remembered column settings. */
export function useListTableProps(list: string) {
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id ?? 'anonymous';
  return {
    scroll: { x: 'max-content' as const },
    columnEmptyText: EMPTY,
    columnsState: { persistenceKey: `list-columns:${userId}:${list}`, persistenceType: 'localStorage' as const },
  };
}

/** Text cut to `width` with an ellipsis; the whole text shows on hover (and stays readable to screen readers). */
export function Ellipsis({
  text,
  width,
  children,
}: {
  text: string | null | undefined;
  width: number;
  children?: ReactNode;
}) {
  if (!text) return <>{children ?? EMPTY}</>;
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width, display: 'inline-block' }}>
      {children ?? text}
    </Typography.Text>
  );
}

/** The actions column: fixed on the right so it stays in view while the table scrolls. */
export function fixActions<T>(columns: ProColumns<T>[]): ProColumns<T>[] {
  return columns.map((column) => (column.valueType === 'option' ? { fixed: 'right', ...column } : column));
}

/** A phone column: written for reading, and never broken across lines. */
export const phoneCell = (phone: string | null | undefined) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(phone)}</span>
);

import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY } from '@/utils/format';
import { columnsStateKey } from '@/utils/list-settings';

// In its own module so that only the lists with a phone column carry the phone library (see .umirc.ts).
export { phoneCell } from './phone-cell';

/**
 * How every list fits an office screen (issues 19 and 31, 1280 and 1440 px): each list shows the columns
 * that matter on its screen (status columns always) and its table fits the frame with no sideways
 * scrolling; the other columns start hidden behind the table's column settings, and each person's
 * choice there is remembered per list. The actions column stays fixed on the right; long text ends in
 * an ellipsis with the whole on hover. On a narrower window the table scrolls inside itself, never the page.
 */

/**
 * ProTable props shared by every list; `list` names the list in the remembered column settings, and
 * `hidden` names the columns (their `key`, else `dataIndex`) that start hidden until a person shows them.
 */
export function listTableProps(list: string, hidden: readonly string[] = []) {
  return {
    scroll: { x: 'max-content' as const },
    columnEmptyText: EMPTY,
    columnsState: {
      persistenceKey: columnsStateKey(list),
      persistenceType: 'localStorage' as const,
      // ProTable starts from this map and lays the person's saved choices over it.
      defaultValue: hiddenColumns(hidden),
    },
  };
}

/** ProTable's column-settings map with the given columns hidden (the others show). */
export const hiddenColumns = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, { show: false }]));

/**
 * Text cut to `width` with an ellipsis; the whole text shows on hover (and stays readable to screen
 * readers). Its direction is its own (dir="auto"): a name typed in Hebrew or English reads right in
 * either layout direction.
 */
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
    <Typography.Text dir="auto" ellipsis={{ tooltip: text }} style={{ maxWidth: width, display: 'inline-block' }}>
      {children ?? text}
    </Typography.Text>
  );
}

/** Cell padding antd puts on both sides of a cell's text. */
const CELL_PADDING = 16;

/**
 * Every list's columns, fitted: the actions column fixed on the right so it stays in view while the
 * table scrolls; a plain text column with `ellipsis` and a `width` cut at that width, the whole on hover
 * (the table sizes itself to its content, so antd's own ellipsis would never cut).
 */
export function fitColumns<T>(columns: ProColumns<T>[]): ProColumns<T>[] {
  return columns.map((column) => {
    // ProTable gives a fixed column 200 px unless told. The table lays itself out from its content, so a
    // small width lets the column take its own actions' width (two links do not need 200 px, and the
    // extra covered the last column's text).
    if (column.valueType === 'option') return { fixed: 'right', width: 72, ...column };
    const { width, dataIndex } = column;
    if (column.ellipsis && typeof width === 'number' && !column.render && typeof dataIndex === 'string') {
      return {
        ...column,
        ellipsis: false,
        render: (_, row) => {
          const value = (row as Record<string, unknown>)[dataIndex];
          return (
            <Ellipsis text={value === null || value === undefined ? '' : String(value)} width={width - CELL_PADDING} />
          );
        },
      };
    }
    return column;
  });
}

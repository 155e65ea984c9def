import { Grid } from 'antd';

/**
 * Whether the screen is a phone's: narrower than antd's md (768 px). Teacher screens show cards or lists
 * there instead of wide tables, with buttons sized for a thumb. A browser that reports no width at all
 * gets the desk layout.
 */
export function useOnPhone(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.xs === true || (screens.sm === true && !screens.md);
}

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

/**
 * On a screen or drawer a teacher uses on a phone: below 576 px every control in it is at least 44 px
 * high, a thumb's size (src/global.less). Wider screens are unchanged.
 */
export const FINGER_SIZED = 'finger-sized';

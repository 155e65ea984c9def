import type { ThemeConfig } from 'antd';
import defaultSettings from '../../config/defaultSettings';

/**
 * Text on, or in, the primary colour. White on the spec's #1890ff is 3.24:1 and #1890ff on white the
 * same, under the 4.5:1 normal text needs (WCAG 1.4.3). So wherever the primary colour carries text
 * (primary buttons, links, the selected tab, page or date, a checked radio button; the dark menu keeps
 * #1890ff, which reads on its navy) it is drawn in the
 * next shades of the same palette, the ones antd itself derives from #1890ff for "active" (#096dd9,
 * 5.0:1) and darker (#0050b3, #003a8c). #1890ff stays the primary colour of everything else: borders,
 * focus rings, switches, checkboxes, icons, progress (docs/decisions.md, issue 20).
 */
export const PRIMARY_TEXT = '#096dd9';
const PRIMARY_TEXT_HOVER = '#0050b3';
const PRIMARY_TEXT_ACTIVE = '#003a8c';

/** The primary colour's role for components that write text in it or on it. */
const readablePrimary = {
  colorPrimary: PRIMARY_TEXT,
  colorPrimaryHover: PRIMARY_TEXT_HOVER,
  colorPrimaryActive: PRIMARY_TEXT_ACTIVE,
  colorPrimaryText: PRIMARY_TEXT,
  colorPrimaryTextHover: PRIMARY_TEXT_HOVER,
  colorPrimaryTextActive: PRIMARY_TEXT_ACTIVE,
  colorLink: PRIMARY_TEXT,
  colorLinkHover: PRIMARY_TEXT_HOVER,
  colorLinkActive: PRIMARY_TEXT_ACTIVE,
};

/** antd theme of the whole app: the spec's primary colour (antd 5's own default is #1677ff). */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: defaultSettings.colorPrimary,
    colorLink: PRIMARY_TEXT,
    colorLinkHover: PRIMARY_TEXT_HOVER,
    colorLinkActive: PRIMARY_TEXT_ACTIVE,
    colorPrimaryText: PRIMARY_TEXT,
    colorPrimaryTextHover: PRIMARY_TEXT_HOVER,
    colorPrimaryTextActive: PRIMARY_TEXT_ACTIVE,
    // antd's grey for descriptions, empty tables and secondary text is 45% black, 3.36:1 on white;
    // 60% black is 5.74:1 (axe color-contrast), and still reads as secondary.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // antd's error red #ff4d4f is 3.26:1 on white (danger buttons, error messages); its darker #cf1322 is 5.6:1.
    colorError: '#cf1322',
  },
  components: {
    Button: readablePrimary,
    Tabs: readablePrimary,
    Pagination: readablePrimary,
    Radio: readablePrimary,
    DatePicker: readablePrimary,
    Calendar: readablePrimary,
    Steps: readablePrimary,
    Segmented: readablePrimary,
    Typography: readablePrimary,
    Dropdown: readablePrimary,
    Select: readablePrimary,
    Badge: readablePrimary,
  },
};

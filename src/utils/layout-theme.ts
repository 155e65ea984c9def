import type { LayoutSettings } from '../../config/defaultSettings';

/**
 * ProLayout 2.8 has no navTheme 'dark': the setting keeps the spec's 'dark' and it is drawn as a light
 * layout with a dark sider. Selected items use a darker blue than #1890ff so white text stays readable.
 */
export const DARK_SIDER_TOKEN = {
  sider: {
    colorMenuBackground: '#001529',
    colorMenuItemDivider: 'rgba(255, 255, 255, 0.15)',
    colorTextMenu: 'rgba(255, 255, 255, 0.85)',
    colorTextMenuSecondary: 'rgba(255, 255, 255, 0.75)',
    colorTextMenuTitle: '#ffffff',
    colorTextMenuItemHover: '#ffffff',
    colorTextMenuActive: '#ffffff',
    colorTextMenuSelected: '#ffffff',
    colorTextSubMenuSelected: '#ffffff',
    colorBgMenuItemHover: 'rgba(255, 255, 255, 0.08)',
    colorBgMenuItemActive: 'rgba(255, 255, 255, 0.12)',
    colorBgMenuItemSelected: '#096dd9',
    colorBgMenuItemCollapsedElevated: '#001529',
    colorBgCollapsedButton: '#ffffff',
    colorTextCollapsedButton: 'rgba(0, 0, 0, 0.65)',
    colorTextCollapsedButtonHover: 'rgba(0, 0, 0, 0.88)',
  },
};

/** The ProLayout props for the stored settings (only the layout-related ones). */
export function toProLayoutSettings(settings: LayoutSettings) {
  const { navTheme, colorPrimary, layout, contentWidth, fixedHeader, fixSiderbar, colorWeak, title, logo } = settings;
  return {
    navTheme: navTheme === 'realDark' ? ('realDark' as const) : ('light' as const),
    token: navTheme === 'dark' ? DARK_SIDER_TOKEN : undefined,
    colorPrimary,
    layout,
    contentWidth,
    fixedHeader,
    fixSiderbar,
    colorWeak,
    title,
    logo,
  };
}

import type { ProLayoutProps } from '@ant-design/pro-components';

/**
 * Layout settings (spec §1 defaults). `navTheme` keeps the spec's value 'dark': ProLayout 2.8 only knows
 * 'light' | 'realDark', so src/app.tsx renders 'dark' as a light layout with dark sider tokens.
 */
export type NavTheme = 'dark' | 'light' | 'realDark';

export type LayoutSettings = Omit<ProLayoutProps, 'navTheme'> & {
  navTheme: NavTheme;
  primaryColor: string;
  colorPrimary: string;
  layout: 'side' | 'top' | 'mix';
  contentWidth: 'Fluid' | 'Fixed';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  pwa: boolean;
  title: string;
  logo: string;
  iconfontUrl: string;
};

const defaultSettings: LayoutSettings = {
  navTheme: 'dark',
  primaryColor: '#1890ff',
  colorPrimary: '#1890ff',
  layout: 'side',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  pwa: false,
  title: 'Centre Admin',
  logo: '/logo.svg',
  iconfontUrl: '',
};

export default defaultSettings;

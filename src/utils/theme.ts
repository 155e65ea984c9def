import type { ThemeConfig } from 'antd';
import defaultSettings from '../../config/defaultSettings';

/** antd theme of the whole app: the spec's primary colour (antd 5's own default is #1677ff). */
export const appTheme: ThemeConfig = {
  token: { colorPrimary: defaultSettings.colorPrimary },
};

import type { Reducer } from '@umijs/max';
import defaultSettings, { type LayoutSettings } from '../../config/defaultSettings';

export type SettingState = LayoutSettings;

type SettingModel = {
  namespace: 'setting';
  state: SettingState;
  reducers: { changeSetting: Reducer<SettingState> };
};

/** Layout settings (spec §1 defaults from config/defaultSettings.ts); colour weakness applies at once. */
const Model: SettingModel = {
  namespace: 'setting',
  state: defaultSettings,
  reducers: {
    changeSetting(state = defaultSettings, { payload }) {
      const next = { ...state, ...payload };
      if (typeof document !== 'undefined') {
        document.body.style.filter = next.colorWeak ? 'invert(80%)' : '';
      }
      return next;
    },
  },
};

export default Model;

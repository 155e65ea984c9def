import type { Effect, Reducer } from '@umijs/max';
import { clearNotices, listNotices, markNoticesRead } from '@/services/api/notices';

export type NoticeType = API.Notice['type'];
export type NoticeItem = API.Notice;

export type GlobalState = {
  collapsed: boolean;
  notices: NoticeItem[];
  noticesLoaded: boolean;
};

type GlobalModel = {
  namespace: 'global';
  state: GlobalState;
  effects: { fetchNotices: Effect; markRead: Effect; clearNotices: Effect };
  reducers: {
    changeLayoutCollapsed: Reducer<GlobalState>;
    saveNotices: Reducer<GlobalState>;
  };
};

/** The bell's counts, pushed to the `user` model so the header badge follows the list. */
export function countNotices(notices: readonly NoticeItem[]) {
  return { totalCount: notices.length, unreadCount: notices.filter((notice) => !notice.read).length };
}

type EffectsCommands = Parameters<Effect>[1];

function* reloadNotices({ call, put }: EffectsCommands) {
  const result: { data: NoticeItem[] } = yield call(listNotices);
  yield put({ type: 'saveNotices', payload: result.data });
  yield put({ type: 'user/changeNotifyCount', payload: countNotices(result.data) });
}

/** Sider collapse and the notice bell (GET /api/notices, POST /api/notices/read, DELETE /api/notices). */
const Model: GlobalModel = {
  namespace: 'global',
  state: { collapsed: false, notices: [], noticesLoaded: false },
  effects: {
    *fetchNotices(_, effects) {
      yield* reloadNotices(effects);
    },
    *markRead({ payload }, effects) {
      const body = payload as { ids?: number[]; type?: NoticeType };
      yield effects.call(markNoticesRead, body);
      yield* reloadNotices(effects);
    },
    *clearNotices({ payload }, effects) {
      const { type } = payload as { type: NoticeType };
      yield effects.call(clearNotices, { type });
      yield* reloadNotices(effects);
    },
  },
  reducers: {
    changeLayoutCollapsed(state, { payload }) {
      return { ...(state as GlobalState), collapsed: Boolean(payload) };
    },
    saveNotices(state, { payload }) {
      return { ...(state as GlobalState), notices: payload, noticesLoaded: true };
    },
  },
};

export default Model;

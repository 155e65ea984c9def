import type { Effect, Reducer } from '@umijs/max';
import { getAccount } from '@/services/api/account';

export type CurrentUser = API.CurrentUser;

export type UserState = {
  currentUser?: CurrentUser;
};

type UserModel = {
  namespace: 'user';
  state: UserState;
  effects: { fetchCurrent: Effect };
  reducers: {
    saveCurrentUser: Reducer<UserState>;
    changeNotifyCount: Reducer<UserState>;
    clear: Reducer<UserState>;
  };
};

/** The signed-in user with the bell's counts (notifyCount, unreadCount). */
const Model: UserModel = {
  namespace: 'user',
  state: { currentUser: undefined },
  effects: {
    *fetchCurrent(_, { call, put }) {
      const currentUser: CurrentUser = yield call(getAccount, { skipErrorHandler: true });
      yield put({ type: 'saveCurrentUser', payload: currentUser });
    },
  },
  reducers: {
    saveCurrentUser(state, { payload }) {
      return { ...state, currentUser: payload };
    },
    changeNotifyCount(state, { payload }) {
      if (!state?.currentUser) return state ?? {};
      return {
        ...state,
        currentUser: { ...state.currentUser, notifyCount: payload.totalCount, unreadCount: payload.unreadCount },
      };
    },
    clear() {
      return { currentUser: undefined };
    },
  },
};

export default Model;

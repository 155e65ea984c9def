import type { Effect, Reducer } from '@umijs/max';
import { history } from '@umijs/max';
import { message } from 'antd';
import { describeRequestError, type ResponseStructure, showErrorAction } from '@/requestErrorConfig';
import { getAccount } from '@/services/api/account';
import { authenticate } from '@/services/api/auth';
import { pageNavigation } from '@/utils/navigation';
import { buildLoginUrl, getRedirectParam, planLoginNavigation } from '@/utils/redirect';
import {
  clearAccessToken,
  clearSession,
  getStoredAuthority,
  setAccessToken,
  setStoredAuthority,
} from '@/utils/session';
import { keepAccountForReload } from '@/utils/signed-in-account';
import { showWelcome } from '@/utils/welcome';

export type LoginType = 'account' | 'mobile';

export type LoginPayload = {
  type: LoginType;
  username?: string;
  password?: string;
  mobile?: string;
  captcha?: string;
  rememberMe?: boolean;
};

export type LoginState = {
  status?: 'ok' | 'error';
  type?: LoginType;
};

export { WELCOME_DURATION_S } from '@/utils/welcome';

const LOGIN_FIELDS = ['username', 'password', 'mobile', 'captcha'] as const;

/** The body POST /api/authenticate accepts: the used tab's fields only (the schema is strict). */
export function toAuthenticateBody(payload: LoginPayload): API.LoginParamsInput {
  const body: Record<string, unknown> = { type: payload.type ?? 'account', rememberMe: payload.rememberMe ?? true };
  for (const field of LOGIN_FIELDS) {
    const value = payload[field];
    if (typeof value === 'string' && value !== '') body[field] = value;
  }
  return body as API.LoginParamsInput;
}

type FailedRequest = { response?: { status?: number; data?: ResponseStructure } };

function reportFailure(error: unknown): 'error' | undefined {
  const { response } = (error ?? {}) as FailedRequest;
  const body = response?.data;
  if (response?.status === 401) {
    // Bad credentials or code: the page shows its own message. Anything else (an account not activated
    // or waiting for approval, whose password was right) is told by the server's message alone: the
    // page's "Incorrect username/password" beside it would contradict it.
    const known = body?.errorCode === 'badcredentials' || body?.errorCode === 'badcaptcha';
    if (known || !body?.errorMessage) return 'error';
    message.error(body.errorMessage);
    return undefined;
  }
  if (response?.status === 429 && body?.errorMessage) {
    message.error(body.errorMessage);
    return undefined;
  }
  showErrorAction(describeRequestError(error, window.location.href));
  return undefined;
}

type LoginModel = {
  namespace: 'login';
  state: LoginState;
  effects: { login: Effect; logout: Effect };
  reducers: { changeLoginStatus: Reducer<LoginState> };
};

/**
 * Sign-in and sign-out (spec §4). On success: token stored, authorities fetched and stored, welcome
 * message, then `planLoginNavigation` decides between replacing the page with the root (authorities
 * changed) and pushing the same-origin redirect target after 100 ms.
 */
const Model: LoginModel = {
  namespace: 'login',
  state: { status: undefined },
  effects: {
    *login({ payload }, { call, put }) {
      const request = payload as LoginPayload;
      const type = request.type ?? 'account';
      let signedIn = false;
      try {
        const { id_token: token } = yield call(authenticate, toAuthenticateBody(request), { skipErrorHandler: true });
        setAccessToken(token);
        signedIn = true;
        const previousAuthority = getStoredAuthority();
        const account: API.CurrentUser = yield call(getAccount, { skipErrorHandler: true });
        const authority = account.authorities ?? [];
        setStoredAuthority(authority);
        yield put({ type: 'changeLoginStatus', payload: { status: 'ok', type } });
        const plan = planLoginNavigation({
          redirect: getRedirectParam(window.location.search),
          origin: window.location.origin,
          previousAuthority,
          authority,
        });
        showWelcome({ beforeReload: plan.method === 'replace' });
        if (plan.method === 'replace') {
          keepAccountForReload(token, account);
          pageNavigation.replace(plan.url);
        } else {
          setTimeout(() => history.push(plan.path), plan.delayMs);
        }
      } catch (error) {
        // A token whose account could not be read is no session.
        if (signedIn) clearAccessToken();
        yield put({ type: 'changeLoginStatus', payload: { status: reportFailure(error), type } });
      }
    },
    *logout(_, { put }) {
      clearSession();
      yield put({ type: 'changeLoginStatus', payload: { status: undefined } });
      history.replace(buildLoginUrl(window.location.href));
    },
  },
  reducers: {
    changeLoginStatus(state, { payload }) {
      return { ...state, status: payload.status, type: payload.type ?? state?.type };
    },
  },
};

export default Model;

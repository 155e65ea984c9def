import type { AxiosResponse, RequestConfig, RequestOptions } from '@umijs/max';
import { history } from '@umijs/max';
import { message } from 'antd';
import { notify } from '@/utils/notify';
import { buildLoginUrl, isPublicPath } from '@/utils/redirect';
import { clearAccessToken, getAccessToken } from '@/utils/session';

/**
 * The request layer (spec §7–8, design §4): bearer token, JSON headers, cookies, a 60 s GET cache on
 * request, and one place that turns every failure into what the user sees. The decision
 * (`describeRequestError`) is pure; `showErrorAction` performs it with antd and the router.
 */

/** How the server asks for an error to be shown (`showType`). */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

export type FieldError = { field: string; message: string };

/** Every error body the server sends: `{success:false, errorCode, errorMessage, showType, …}`. */
export interface ResponseStructure {
  success: boolean;
  data?: unknown;
  errorCode?: string;
  errorMessage?: string;
  showType?: ErrorShowType;
  title?: string;
  fieldErrors?: FieldError[];
}

/** A 2xx answer whose body says `success: false`. */
export class BizError extends Error {
  info: ResponseStructure;

  constructor(info: ResponseStructure) {
    super(info.errorMessage || 'Request error, please retry.');
    this.name = 'BizError';
    this.info = info;
  }
}

export const GENERIC_ERROR_MESSAGE = 'Request error, please retry.';
export const REQUEST_TIMEOUT_MS = 30_000;
/** Spec §9: default lifetime of a cached GET answer. */
export const CACHE_TTL_MS = 60_000;

/** The classic Ant Design Pro status table: an English line, then the original Chinese line. */
export const codeMessage: Record<number, string> = {
  200: 'The server successfully returned the requested data. 服务器成功返回请求的数据。',
  201: 'Data was created or modified successfully. 新建或修改数据成功。',
  202: 'The request has entered the background queue (asynchronous task). 一个请求已经进入后台排队（异步任务）。',
  204: 'Data was deleted successfully. 删除数据成功。',
  400: 'The request had an error and the server did not create or modify data. 发出的请求有错误，服务器没有进行新建或修改数据的操作。',
  401: 'You are not signed in (wrong token, user name or password). 用户没有权限（令牌、用户名、密码错误）。',
  403: 'You are signed in, but access is forbidden. 用户得到授权，但是访问是被禁止的。',
  404: 'The requested resource does not exist. 发出的请求针对的是不存在的记录，服务器没有进行操作。',
  406: 'The requested format is not available. 请求的格式不可得。',
  410: 'The requested resource has been permanently deleted and will not come back. 请求的资源被永久删除，且不会再得到的。',
  422: 'A validation error occurred while creating an object. 当创建一个对象时，发生一个验证错误。',
  500: 'The server had an error; please check the server. 服务器发生错误，请检查服务器。',
  502: 'Gateway error. 网关错误。',
  503: 'The service is unavailable; the server is temporarily overloaded or under maintenance. 服务不可用，服务器暂时过载或维护。',
  504: 'The gateway timed out. 网关超时。',
};

export const NETWORK_ERROR_DESCRIPTION =
  'Your network is abnormal and cannot connect to the server. 您的网络发生异常，无法连接服务器';

/** What to do about one failed request. */
export type ErrorAction =
  | { kind: 'silent' }
  | { kind: 'message'; level: 'warning' | 'error'; text: string }
  | { kind: 'notification'; level: 'open' | 'error'; message: string; description: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'login'; to: string; text?: string };

type HttpLikeError = Error & {
  code?: string;
  config?: { url?: string; method?: string };
  request?: unknown;
  response?: { status: number; statusText?: string; data?: unknown; config?: { url?: string } };
  info?: ResponseStructure;
};

function isStructured(body: unknown): body is ResponseStructure {
  if (!body || typeof body !== 'object') return false;
  const candidate = body as ResponseStructure;
  return typeof candidate.errorCode === 'string' || typeof candidate.showType === 'number';
}

/** The text a person should read for a server error body (spec §8 keeps three special keys). */
export function errorText(info: ResponseStructure): string {
  if (info.title === 'Incorrect password') return 'Wrong password!';
  if (info.errorCode === 'userexists') return 'User already exists!';
  if (info.errorCode === 'emailexists') return 'Email already exists!';
  return info.errorMessage || GENERIC_ERROR_MESSAGE;
}

/** Display level chosen by the server's `showType`; unknown types show an error message. */
export function actionForInfo(info: ResponseStructure): ErrorAction {
  const text = errorText(info);
  switch (info.showType) {
    case ErrorShowType.SILENT:
      return { kind: 'silent' };
    case ErrorShowType.WARN_MESSAGE:
      return { kind: 'message', level: 'warning', text };
    case ErrorShowType.ERROR_MESSAGE:
      return { kind: 'message', level: 'error', text };
    case ErrorShowType.NOTIFICATION:
      return { kind: 'notification', level: 'open', message: info.errorCode ?? 'Error', description: text };
    case ErrorShowType.REDIRECT: {
      const query = new URLSearchParams({ errorCode: info.errorCode ?? '', errorMessage: text });
      return { kind: 'redirect', to: `/exception?${query.toString()}` };
    }
    default:
      return { kind: 'message', level: 'error', text };
  }
}

function isTimeout(error: HttpLikeError): boolean {
  return error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message));
}

function isParseError(error: HttpLikeError): boolean {
  return (
    error.name === 'SyntaxError' || (error.code === 'ERR_BAD_RESPONSE' && /JSON|Unexpected token/i.test(error.message))
  );
}

function isCancel(error: HttpLikeError): boolean {
  return error.name === 'CanceledError' || error.code === 'ERR_CANCELED' || error.name === 'AbortError';
}

/**
 * Decides how a failed request is shown. `currentHref` is where the user is now (for the 401 redirect);
 * `online` is the browser's navigator.onLine. Order: business errors, 401, structured HTTP errors, other
 * HTTP statuses, no answer, the rest.
 */
export function describeRequestError(error: unknown, currentHref: string, online = true): ErrorAction {
  const err = (error ?? {}) as HttpLikeError;
  if (err.name === 'BizError' && err.info) return actionForInfo(err.info);
  if (isCancel(err)) return { kind: 'silent' };

  // axios 0.27 passes the XHR itself as `response` (status 0) when the network fails.
  const response = err.response?.status ? err.response : undefined;
  if (response) {
    const body = response.data;
    if (response.status === 401) {
      const path = new URL(currentHref).pathname;
      const text = isStructured(body) ? body.errorMessage : undefined;
      return isPublicPath(path)
        ? { kind: 'message', level: 'error', text: text || codeMessage[401] }
        : { kind: 'login', to: buildLoginUrl(currentHref), text };
    }
    if (isStructured(body)) return actionForInfo(body);
    const url = response.config?.url ?? err.config?.url ?? '';
    return {
      kind: 'notification',
      level: 'error',
      message: `Request error ${response.status}: ${url}`,
      description: codeMessage[response.status] ?? response.statusText ?? GENERIC_ERROR_MESSAGE,
    };
  }

  if (isTimeout(err)) {
    return {
      kind: 'notification',
      level: 'error',
      message: 'Request timed out',
      description: 'The server did not answer in time. Please try again.',
    };
  }
  if (isParseError(err)) {
    return { kind: 'message', level: 'error', text: 'The server answer could not be read. Please try again.' };
  }
  if (err.request || err.code === 'ERR_NETWORK') {
    // Without a connection the standing "You are offline" notice (src/global.tsx) already says why; a
    // "Network error" beside it for every request the screen makes would only bury it (issue 30 item 9).
    if (!online) return { kind: 'silent' };
    return { kind: 'notification', level: 'error', message: 'Network error', description: NETWORK_ERROR_DESCRIPTION };
  }
  return { kind: 'message', level: 'error', text: err.message || GENERIC_ERROR_MESSAGE };
}

/**
 * Performs an action with antd's message/notification and the router. Resolves once it is shown
 * (a notification may wait for its lazily loaded module).
 */
export async function showErrorAction(action: ErrorAction): Promise<void> {
  switch (action.kind) {
    case 'silent':
      return;
    case 'message':
      if (action.level === 'warning') message.warning(action.text);
      else message.error(action.text);
      return;
    case 'notification':
      // Keyed by its text: when the server is gone, every request a screen makes fails at once, and the
      // same notice four times over only hides the screen's own "Could not load … Retry".
      await notify(action.level, {
        key: `${action.message}\n${action.description}`,
        message: action.message,
        description: action.description,
      });
      return;
    case 'redirect':
      history.push(action.to);
      return;
    case 'login':
      clearAccessToken();
      if (action.text) message.warning(action.text);
      history.push(action.to);
      return;
  }
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

function currentHref(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

/**
 * umi calls `errorThrower` with the body only, so a request's `skipErrorHandler` is recorded here by a
 * response interceptor that sees the request options.
 */
const optedOut = new WeakSet<object>();

/** umi request's error hooks. Every branch rethrows so the caller's own catch still runs. */
export const errorConfig: NonNullable<RequestConfig['errorConfig']> = {
  errorThrower: (res: ResponseStructure) => {
    if (res?.success === false && !optedOut.has(res)) throw new BizError(res);
  },
  errorHandler: (error: unknown, opts?: RequestOptions) => {
    if (!opts?.skipErrorHandler) void showErrorAction(describeRequestError(error, currentHref(), isOnline()));
    throw error;
  },
};

type CacheEntry = { expires: number; response: AxiosResponse };
const responseCache = new Map<string, CacheEntry>();

/** Cache key: method, URL and the query parameters in a stable order. */
export function cacheKey(options: { method?: string; url?: string; params?: Record<string, unknown> }): string {
  const params = Object.entries(options.params ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${(options.method ?? 'get').toUpperCase()} ${options.url ?? ''} ${JSON.stringify(params)}`;
}

export function clearRequestCache(): void {
  responseCache.clear();
}

type CacheableOptions = RequestOptions & { useCache?: boolean; cacheTtl?: number };

function isCacheable(options: CacheableOptions): boolean {
  return Boolean(options.useCache) && (options.method ?? 'get').toLowerCase() === 'get';
}

/** Adds the session and JSON headers; leaves Content-Type to the browser for uploads (FormData). */
export function withSessionHeaders(options: RequestOptions): RequestOptions {
  const headers: Record<string, unknown> = { ...(options.headers as Record<string, unknown>) };
  const token = getAccessToken();
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  headers.Accept = headers.Accept ?? 'application/json';
  if (typeof FormData !== 'undefined' && options.data instanceof FormData) {
    delete headers['Content-Type'];
  } else if (options.data !== undefined && !headers['Content-Type']) {
    headers['Content-Type'] = 'application/json';
  }
  return { ...options, headers } as RequestOptions;
}

/** Serves a fresh cached answer for `useCache` GETs without touching the network. */
export function serveFromCache(options: CacheableOptions): CacheableOptions {
  if (!isCacheable(options)) return options;
  const hit = responseCache.get(cacheKey(options));
  if (!hit || hit.expires <= Date.now()) return options;
  const adapter = async (config: unknown) => ({ ...hit.response, config, request: {} });
  return { ...options, adapter } as CacheableOptions;
}

function rememberResponse(response: AxiosResponse): AxiosResponse {
  const options = response.config as CacheableOptions;
  const body = response.data as ResponseStructure | undefined;
  if (options.skipErrorHandler && body && typeof body === 'object' && body.success === false) optedOut.add(body);
  if (isCacheable(options) && response.status >= 200 && response.status < 300) {
    const key = cacheKey(options);
    if (!responseCache.has(key) || (responseCache.get(key)?.expires ?? 0) <= Date.now()) {
      responseCache.set(key, { expires: Date.now() + (options.cacheTtl ?? CACHE_TTL_MS), response });
    }
  }
  return response;
}

/** The runtime `request` config wired in src/app.tsx. Service paths already start with /api. */
export const requestConfig: RequestConfig = {
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { Accept: 'application/json' },
  errorConfig,
  requestInterceptors: [(options: RequestOptions) => serveFromCache(withSessionHeaders(options))],
  responseInterceptors: [(response: AxiosResponse) => rememberResponse(response)],
};

import { waitFor } from '@testing-library/react';
import { request } from '@umijs/max';
import { message } from 'antd';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '../mock/server';
import {
  BizError,
  clearRequestCache,
  codeMessage,
  describeRequestError,
  ErrorShowType,
  errorConfig,
  NETWORK_ERROR_DESCRIPTION,
  showErrorAction,
} from './requestErrorConfig';
import { loadNotification } from './utils/notify';

const here = 'http://localhost:8000/staff?page=2';

function httpError(status: number, data?: unknown, url = '/api/staff') {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, statusText: 'Status', data, config: { url } },
    config: { url },
    request: {},
  });
}

/** antd's message, and the notification module the request layer loads on demand, with spies. */
async function spyOnDisplay() {
  const notification = await loadNotification();
  return {
    warning: jest.spyOn(message, 'warning').mockImplementation(jest.fn()),
    error: jest.spyOn(message, 'error').mockImplementation(jest.fn()),
    open: jest.spyOn(notification, 'open').mockImplementation(jest.fn()),
    notifyError: jest.spyOn(notification, 'error').mockImplementation(jest.fn()),
  };
}

afterEach(() => jest.restoreAllMocks());

describe('display levels from the server (showType)', () => {
  const biz = (showType: number, extra: object = {}) =>
    new BizError({ success: false, errorCode: 'ruleviolated', errorMessage: 'Not allowed.', showType, ...extra });

  it('0 is silent', () => {
    expect(describeRequestError(biz(ErrorShowType.SILENT), here)).toEqual({ kind: 'silent' });
  });

  it('1 is a warning message and 2 an error message', () => {
    expect(describeRequestError(biz(1), here)).toEqual({ kind: 'message', level: 'warning', text: 'Not allowed.' });
    expect(describeRequestError(biz(2), here)).toEqual({ kind: 'message', level: 'error', text: 'Not allowed.' });
  });

  it('4 is a notification titled with the error code', () => {
    expect(describeRequestError(biz(4), here)).toEqual({
      kind: 'notification',
      level: 'open',
      message: 'ruleviolated',
      description: 'Not allowed.',
    });
  });

  it('9 redirects to the exception page with code and message in the query', () => {
    const action = describeRequestError(biz(9), here);
    expect(action).toEqual({ kind: 'redirect', to: '/exception?errorCode=ruleviolated&errorMessage=Not+allowed.' });
  });

  it('an unknown type is an error message', () => {
    expect(describeRequestError(biz(7), here)).toEqual({ kind: 'message', level: 'error', text: 'Not allowed.' });
  });

  it('keeps the spec texts for userexists, emailexists and the Incorrect password title', () => {
    const text = (info: object) => describeRequestError(httpError(409, { success: false, showType: 2, ...info }), here);
    expect(text({ errorCode: 'userexists', errorMessage: 'Login user already exists' })).toMatchObject({
      text: 'User already exists!',
    });
    expect(text({ errorCode: 'emailexists', errorMessage: 'x' })).toMatchObject({ text: 'Email already exists!' });
    expect(text({ errorCode: 'incorrectpassword', title: 'Incorrect password' })).toMatchObject({
      text: 'Wrong password!',
    });
  });

  it('shows each level with antd', async () => {
    const spies = await spyOnDisplay();
    await showErrorAction(describeRequestError(biz(1), here));
    await showErrorAction(describeRequestError(biz(2), here));
    await showErrorAction(describeRequestError(biz(4), here));
    await showErrorAction(describeRequestError(biz(0), here));
    expect(spies.warning).toHaveBeenCalledWith('Not allowed.');
    expect(spies.error).toHaveBeenCalledWith('Not allowed.');
    expect(spies.open).toHaveBeenCalledWith({
      key: 'ruleviolated\nNot allowed.',
      message: 'ruleviolated',
      description: 'Not allowed.',
    });
    expect(spies.warning).toHaveBeenCalledTimes(1);
    expect(spies.error).toHaveBeenCalledTimes(1);
  });

  it('navigates for showType 9', async () => {
    await showErrorAction(describeRequestError(biz(9), here));
    expect(window.location.pathname).toBe('/exception');
    expect(new URLSearchParams(window.location.search).get('errorMessage')).toBe('Not allowed.');
  });
});

describe('HTTP statuses without structured information', () => {
  it('has an English and a Chinese line for every status of the table', () => {
    for (const status of [200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504]) {
      expect(codeMessage[status]).toMatch(/^[A-Z].*[\u4e00-\u9fff]/);
    }
    expect(codeMessage[404]).toBe(
      'The requested resource does not exist. 发出的请求针对的是不存在的记录，服务器没有进行操作。',
    );
  });

  it('notifies with status, url and the table description', () => {
    expect(describeRequestError(httpError(502, '<html>Bad gateway</html>', '/api/teachers'), here)).toEqual({
      kind: 'notification',
      level: 'error',
      message: 'Request error 502: /api/teachers',
      description: codeMessage[502],
    });
  });

  it('uses the server body when it is structured', () => {
    const body = { success: false, errorCode: 'notfound', errorMessage: 'Not found.', showType: 2 };
    expect(describeRequestError(httpError(404, body), here)).toEqual({
      kind: 'message',
      level: 'error',
      text: 'Not found.',
    });
  });

  it('sends a 401 to the login page with the current URL to come back to', () => {
    const action = describeRequestError(httpError(401, { errorCode: 'unauthenticated', showType: 2 }), here);
    expect(action).toEqual({
      kind: 'login',
      to: `/user/login?redirect=${encodeURIComponent(here)}`,
      text: undefined,
    });
  });

  it('clears the token and navigates on 401', async () => {
    window.localStorage.setItem('accessToken', 'old');
    window.localStorage.setItem('antd-pro-authority', '["ROLE_ADMIN"]');
    await showErrorAction({ kind: 'login', to: '/user/login?redirect=x' });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('antd-pro-authority')).toBe('["ROLE_ADMIN"]');
    expect(window.location.pathname).toBe('/user/login');
  });
});

describe('failures without an answer', () => {
  it('reports a network error in English and Chinese', () => {
    const error = Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', request: {} });
    expect(describeRequestError(error, here)).toEqual({
      kind: 'notification',
      level: 'error',
      message: 'Network error',
      description: NETWORK_ERROR_DESCRIPTION,
    });
    expect(NETWORK_ERROR_DESCRIPTION).toContain('您的网络发生异常，无法连接服务器');
  });

  it('treats the status-0 "response" axios attaches to a failed XHR as no answer', () => {
    const xhr = { status: 0, readyState: 4 };
    const error = Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', request: xhr, response: xhr });
    expect(describeRequestError(error, here)).toMatchObject({ kind: 'notification', message: 'Network error' });
  });

  it('says nothing of its own while the browser is offline: the standing offline notice says why', () => {
    const error = Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', request: {} });
    expect(describeRequestError(error, here, false)).toEqual({ kind: 'silent' });
  });

  it('reports a timeout', () => {
    const error = Object.assign(new Error('timeout of 30000ms exceeded'), { code: 'ECONNABORTED', request: {} });
    expect(describeRequestError(error, here)).toMatchObject({ kind: 'notification', message: 'Request timed out' });
  });

  it('reports an unreadable answer', () => {
    const error = Object.assign(new SyntaxError('Unexpected token < in JSON at position 0'), {});
    expect(describeRequestError(error, here)).toMatchObject({ kind: 'message', level: 'error' });
  });

  it("falls back to the error's own message, then the generic one", () => {
    expect(describeRequestError(new Error('Boom'), here)).toEqual({ kind: 'message', level: 'error', text: 'Boom' });
    expect(describeRequestError(new Error(''), here)).toEqual({
      kind: 'message',
      level: 'error',
      text: 'Request error, please retry.',
    });
  });

  it('stays silent for a cancelled request', () => {
    const error = Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' });
    expect(describeRequestError(error, here)).toEqual({ kind: 'silent' });
  });
});

describe('errorConfig', () => {
  it('raises a BizError for success:false bodies', () => {
    expect(() => errorConfig.errorThrower?.({ success: false, errorMessage: 'No.' })).toThrow(BizError);
    expect(() => errorConfig.errorThrower?.({ success: true })).not.toThrow();
  });

  it('rethrows after showing, and only rethrows with skipErrorHandler', async () => {
    const spies = await spyOnDisplay();
    const error = new Error('Boom');
    expect(() => errorConfig.errorHandler?.(error, {})).toThrow(error);
    expect(spies.error).toHaveBeenCalledWith('Boom');
    spies.error.mockClear();
    expect(() => errorConfig.errorHandler?.(error, { skipErrorHandler: true })).toThrow(error);
    expect(spies.error).not.toHaveBeenCalled();
  });
});

describe('requests through umi request (msw)', () => {
  setupMockServer();
  afterEach(() => clearRequestCache());

  it('sends the bearer token, JSON headers and no extra /api prefix', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    let seen: Request | undefined;
    server.use(
      http.post('*/api/staff', ({ request: incoming }) => {
        seen = incoming;
        return HttpResponse.json({ success: true });
      }),
    );
    await request('/api/staff', { method: 'POST', data: { login: 'ada' } });
    expect(new URL(seen?.url ?? '').pathname).toBe('/api/staff');
    expect(seen?.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen?.headers.get('accept')).toContain('application/json');
    expect(seen?.headers.get('content-type')).toContain('application/json');
  });

  it('rejects a 2xx success:false body with a BizError and shows its message', async () => {
    const spies = await spyOnDisplay();
    server.use(http.get('*/api/thing', () => HttpResponse.json({ success: false, errorMessage: 'Nope', showType: 1 })));
    await expect(request('/api/thing')).rejects.toBeInstanceOf(BizError);
    expect(spies.warning).toHaveBeenCalledWith('Nope');
  });

  it('lets a request opt out of the business error and the display', async () => {
    const spies = await spyOnDisplay();
    server.use(http.get('*/api/thing', () => HttpResponse.json({ success: false, errorMessage: 'Nope', showType: 2 })));
    await expect(request('/api/thing', { skipErrorHandler: true })).resolves.toEqual({
      success: false,
      errorMessage: 'Nope',
      showType: 2,
    });
    expect(spies.error).not.toHaveBeenCalled();
  });

  it('rethrows HTTP errors to the caller after notifying', async () => {
    const spies = await spyOnDisplay();
    server.use(http.get('*/api/thing', () => new HttpResponse('oops', { status: 503 })));
    await expect(request('/api/thing')).rejects.toMatchObject({ response: { status: 503 } });
    await waitFor(() => expect(spies.notifyError).toHaveBeenCalled());
    expect(spies.notifyError).toHaveBeenCalledWith({
      key: `Request error 503: /api/thing\n${codeMessage[503]}`,
      message: 'Request error 503: /api/thing',
      description: codeMessage[503],
    });
  });

  it('reports a network failure of a real request through umi request', async () => {
    const spies = await spyOnDisplay();
    server.use(http.get('*/api/thing', () => HttpResponse.error()));
    await expect(request('/api/thing')).rejects.toBeTruthy();
    await waitFor(() => expect(spies.notifyError).toHaveBeenCalled());
    expect(spies.notifyError).toHaveBeenCalledWith({
      key: `Network error\n${NETWORK_ERROR_DESCRIPTION}`,
      message: 'Network error',
      description: NETWORK_ERROR_DESCRIPTION,
    });
  });

  it('shows one network notice however many requests fail together', async () => {
    const spies = await spyOnDisplay();
    server.use(http.get('*/api/thing', () => HttpResponse.error()));
    await Promise.allSettled([request('/api/thing'), request('/api/thing'), request('/api/thing')]);
    await waitFor(() => expect(spies.notifyError).toHaveBeenCalledTimes(3));
    const keys = new Set(spies.notifyError.mock.calls.map(([args]) => (args as { key?: unknown }).key));
    expect(keys).toEqual(new Set([`Network error\n${NETWORK_ERROR_DESCRIPTION}`]));
  });

  it('serves a cached GET for useCache requests only', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/counted', () => {
        calls += 1;
        return HttpResponse.json({ success: true, data: calls });
      }),
    );
    const first = await request('/api/counted', { method: 'GET', useCache: true, params: { a: 1 } });
    const second = await request('/api/counted', { method: 'GET', useCache: true, params: { a: 1 } });
    const uncached = await request('/api/counted', { method: 'GET', params: { a: 1 } });
    expect(first).toEqual({ success: true, data: 1 });
    expect(second).toEqual({ success: true, data: 1 });
    expect(uncached).toEqual({ success: true, data: 2 });
  });
});

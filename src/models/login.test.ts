import { history } from '@umijs/max';
import { message } from 'antd';
import { HttpResponse, http } from 'msw';
import { pageNavigation } from '@/utils/navigation';
import { takeAccountFromSignIn } from '@/utils/signed-in-account';
import { showPendingWelcome } from '@/utils/welcome';
import { adminAccount, errorBody } from '../../mock/handlers';
import { server, setupMockServer } from '../../mock/server';
import loginModel, { toAuthenticateBody } from './login';

type Step = { call?: [(...args: unknown[]) => unknown, unknown[]]; put?: { type: string; payload?: unknown } };

/** Runs a dva effect with plain `call`/`put`: calls are awaited for real, puts are collected. */
async function runEffect(name: 'login' | 'logout', payload?: unknown) {
  const puts: Step['put'][] = [];
  const effects = {
    call: (fn: (...args: unknown[]) => unknown, ...args: unknown[]): Step => ({ call: [fn, args] }),
    put: (action: { type: string; payload?: unknown }): Step => ({ put: action }),
  };
  const effect = loginModel.effects[name] as unknown as (
    action: unknown,
    fx: typeof effects,
  ) => Generator<Step, void, unknown>;
  const generator = effect({ type: `login/${name}`, payload }, effects);
  let step = generator.next();
  while (!step.done) {
    const { call, put } = step.value;
    if (put) {
      puts.push(put);
      step = generator.next();
      continue;
    }
    try {
      const value = await call?.[0](...call[1]);
      step = generator.next(value);
    } catch (error) {
      step = generator.throw(error);
    }
  }
  return puts;
}

const accountLogin = { type: 'account', username: 'admin', password: 'secret', rememberMe: true };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login model', () => {
  setupMockServer();
  let replace: jest.SpyInstance;
  let push: jest.SpyInstance;
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  let sent: unknown;

  beforeEach(() => {
    sent = undefined;
    replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(jest.fn());
    push = jest.spyOn(history, 'push');
    success = jest.spyOn(message, 'success').mockImplementation(jest.fn());
    error = jest.spyOn(message, 'error').mockImplementation(jest.fn());
    server.use(
      http.post('*/api/authenticate', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id_token: 'new-token' });
      }),
      http.get('*/api/account', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-token'
          ? HttpResponse.json(adminAccount)
          : HttpResponse.json(errorBody('unauthenticated', 'Please sign in again.'), { status: 401 }),
      ),
    );
  });

  afterEach(() => jest.restoreAllMocks());

  it('stores token and authorities, welcomes for 2 s and replaces the page with the root on first login', async () => {
    window.history.replaceState(null, '', `/user/login?redirect=${encodeURIComponent('http://localhost:8000/staff')}`);
    const puts = await runEffect('login', accountLogin);

    expect(sent).toEqual({ type: 'account', username: 'admin', password: 'secret', rememberMe: true });
    expect(window.localStorage.getItem('accessToken')).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem('antd-pro-authority') ?? 'null')).toEqual(adminAccount.authorities);
    expect(puts).toContainEqual({ type: 'changeLoginStatus', payload: { status: 'ok', type: 'account' } });
    expect(success).toHaveBeenCalledWith('Welcome back!', 2);
    expect(replace).toHaveBeenCalledWith('/');
    await wait(150);
    expect(push).not.toHaveBeenCalled();
  });

  it('hands the account it read to the page it reloads to, once and for its own token only (issue 37)', async () => {
    window.history.replaceState(null, '', '/user/login');
    await runEffect('login', accountLogin);
    expect(replace).toHaveBeenCalledWith('/');
    expect(takeAccountFromSignIn('another-token')).toBeUndefined();
    window.localStorage.removeItem('antd-pro-authority');
    await runEffect('login', accountLogin);
    expect(takeAccountFromSignIn('new-token')).toEqual(adminAccount);
    expect(takeAccountFromSignIn('new-token')).toBeUndefined();
  });

  it('shows the welcome again on the page the sign-in reloads to, once (spec §4)', async () => {
    window.history.replaceState(null, '', '/user/login');
    await runEffect('login', accountLogin);
    expect(replace).toHaveBeenCalledWith('/');
    success.mockClear();

    // What the reloaded app runs once the signed-in user has loaded (src/app.tsx getInitialState).
    showPendingWelcome();
    expect(success).toHaveBeenCalledWith('Welcome back!', 2);
    success.mockClear();
    showPendingWelcome();
    expect(success).not.toHaveBeenCalled();
  });

  it('leaves no welcome for a later page load when the sign-in does not reload', async () => {
    window.localStorage.setItem('antd-pro-authority', JSON.stringify(adminAccount.authorities));
    window.history.replaceState(null, '', '/user/login');
    await runEffect('login', accountLogin);
    expect(success).toHaveBeenCalledTimes(1);
    success.mockClear();
    showPendingWelcome();
    expect(success).not.toHaveBeenCalled();
  });

  it('pushes the same-origin redirect target after 100 ms when the authorities are unchanged', async () => {
    window.localStorage.setItem('antd-pro-authority', JSON.stringify(adminAccount.authorities));
    window.history.replaceState(
      null,
      '',
      `/user/login?redirect=${encodeURIComponent('http://localhost:8000/staff?page=2')}`,
    );
    await runEffect('login', accountLogin);

    expect(replace).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    await wait(150);
    expect(push).toHaveBeenCalledWith('/staff?page=2');
  });

  it('ignores a redirect to another origin', async () => {
    window.localStorage.setItem('antd-pro-authority', JSON.stringify(adminAccount.authorities));
    window.history.replaceState(null, '', `/user/login?redirect=${encodeURIComponent('https://evil.example.net/')}`);
    await runEffect('login', accountLogin);
    await wait(150);
    expect(push).toHaveBeenCalledWith('/');
  });

  it('reports rejected credentials as status error and keeps no token', async () => {
    server.use(
      http.post('*/api/authenticate', () =>
        HttpResponse.json(errorBody('badcaptcha', 'Verification Code Error'), { status: 401 }),
      ),
    );
    const puts = await runEffect('login', { type: 'mobile', mobile: '+15550100', captcha: '000000' });

    expect(puts).toEqual([{ type: 'changeLoginStatus', payload: { status: 'error', type: 'mobile' } }]);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('tells an account waiting for approval only that, not "Incorrect username/password" too', async () => {
    const waiting = "This account is waiting for an administrator's approval.";
    server.use(
      http.post('*/api/authenticate', () => HttpResponse.json(errorBody('awaitingapproval', waiting), { status: 401 })),
    );
    const puts = await runEffect('login', accountLogin);

    expect(error).toHaveBeenCalledWith(waiting);
    // Status error is what makes the form show "Incorrect username/password".
    expect(puts).toEqual([{ type: 'changeLoginStatus', payload: { status: undefined, type: 'account' } }]);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it("shows the server's message when sign-in is throttled (429)", async () => {
    server.use(
      http.post('*/api/authenticate', () =>
        HttpResponse.json(errorBody('toomanyattempts', 'Too many attempts. Please wait.'), { status: 429 }),
      ),
    );
    const puts = await runEffect('login', accountLogin);

    expect(error).toHaveBeenCalledWith('Too many attempts. Please wait.');
    expect(puts).toEqual([{ type: 'changeLoginStatus', payload: { status: undefined, type: 'account' } }]);
  });

  it('logs out: clears the session and goes to the login page with a redirect back', async () => {
    window.localStorage.setItem('accessToken', 'new-token');
    window.localStorage.setItem('antd-pro-authority', '["ROLE_ADMIN"]');
    window.history.replaceState(null, '', '/staff?page=2');
    await runEffect('logout');

    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('antd-pro-authority')).toBeNull();
    expect(window.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('http://localhost:8000/staff?page=2');
  });
});

describe('toAuthenticateBody', () => {
  it("sends only the used tab's fields and remembers the session by default", () => {
    expect(toAuthenticateBody({ type: 'mobile', mobile: '+15550100', captcha: '123456', username: '' })).toEqual({
      type: 'mobile',
      mobile: '+15550100',
      captcha: '123456',
      rememberMe: true,
    });
    expect(toAuthenticateBody({ type: 'account', username: 'ada', password: 'pw12', rememberMe: false })).toEqual({
      type: 'account',
      username: 'ada',
      password: 'pw12',
      rememberMe: false,
    });
  });
});

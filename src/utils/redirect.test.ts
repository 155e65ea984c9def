import {
  authoritiesChanged,
  buildLoginUrl,
  getSafeRedirectPath,
  isPublicPath,
  LOGIN_REDIRECT_DELAY_MS,
  planLoginNavigation,
} from './redirect';

const origin = 'https://centre.example.com';

describe('getSafeRedirectPath', () => {
  it('keeps a same-origin target as path, query and hash', () => {
    expect(getSafeRedirectPath(`${origin}/staff?page=2#top`, origin)).toBe('/staff?page=2#top');
    expect(getSafeRedirectPath('/student/all-student', origin)).toBe('/student/all-student');
  });

  it.each([
    ['another origin', 'https://evil.example.net/staff'],
    ['a protocol-relative host', '//evil.example.net/staff'],
    ['a backslash host', '/\\evil.example.net'],
    ['another port', 'https://centre.example.com:8443/staff'],
    ['another scheme', 'http://centre.example.com/staff'],
    ['a script URL', 'javascript:alert(1)'],
    ['the login page itself', `${origin}/user/login?redirect=%2Fstaff`],
  ])('sends %s to the root', (_label, redirect) => {
    expect(getSafeRedirectPath(redirect, origin)).toBe('/');
  });

  it('uses the root when there is no target', () => {
    expect(getSafeRedirectPath(null, origin)).toBe('/');
    expect(getSafeRedirectPath('', origin)).toBe('/');
  });
});

describe('authoritiesChanged', () => {
  it('treats nothing stored as a change', () => {
    expect(authoritiesChanged(null, ['ROLE_ADMIN'])).toBe(true);
  });

  it('compares as sets', () => {
    expect(authoritiesChanged(['ROLE_ADMIN', 'INTERNAL_ADMIN'], ['INTERNAL_ADMIN', 'ROLE_ADMIN'])).toBe(false);
    expect(authoritiesChanged(['ROLE_ADMIN'], ['ROLE_OPERATOR'])).toBe(true);
    expect(authoritiesChanged(['ROLE_ADMIN'], ['ROLE_ADMIN', 'INTERNAL_ADMIN'])).toBe(true);
  });
});

describe('planLoginNavigation', () => {
  const authority = ['ROLE_OPERATOR', 'INTERNAL_STAFF'];

  it('replaces the page with the root when the authorities changed', () => {
    expect(
      planLoginNavigation({ redirect: `${origin}/staff`, origin, previousAuthority: ['ROLE_TEACHER'], authority }),
    ).toEqual({ method: 'replace', url: '/' });
  });

  it('sends a family account to the portal, never to an admin screen it was sent back to', () => {
    const family = ['ROLE_CUSTOMER', 'EXTERNAL_CUSTOMER'];
    expect(
      planLoginNavigation({ redirect: `${origin}/staff`, origin, previousAuthority: null, authority: family }),
    ).toEqual({
      method: 'replace',
      url: '/portal',
    });
    expect(
      planLoginNavigation({ redirect: `${origin}/dashboard`, origin, previousAuthority: family, authority: family }),
    ).toEqual({ method: 'push', path: '/portal', delayMs: 100 });
    expect(
      planLoginNavigation({
        redirect: `${origin}/portal/balance`,
        origin,
        previousAuthority: family,
        authority: family,
      }),
    ).toEqual({ method: 'push', path: '/portal/balance', delayMs: 100 });
  });

  it('pushes the same-origin target after 100 ms when the authorities are unchanged', () => {
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(100);
    expect(
      planLoginNavigation({ redirect: `${origin}/staff?page=2`, origin, previousAuthority: authority, authority }),
    ).toEqual({ method: 'push', path: '/staff?page=2', delayMs: 100 });
  });

  it('pushes the root when the target is on another origin', () => {
    expect(
      planLoginNavigation({ redirect: 'https://evil.example.net/', origin, previousAuthority: authority, authority }),
    ).toEqual({ method: 'push', path: '/', delayMs: 100 });
  });
});

describe('buildLoginUrl', () => {
  it('carries the current URL as the redirect parameter', () => {
    expect(buildLoginUrl(`${origin}/staff?page=2`)).toBe(
      `/user/login?redirect=${encodeURIComponent(`${origin}/staff?page=2`)}`,
    );
  });

  it('adds no redirect on the login page itself', () => {
    expect(buildLoginUrl(`${origin}/user/login?redirect=%2Fstaff`)).toBe('/user/login');
  });

  it('knows which pages work signed out', () => {
    expect(isPublicPath('/user/register')).toBe(true);
    expect(isPublicPath('/users')).toBe(false);
    expect(isPublicPath('/dashboard')).toBe(false);
  });
});

import { clearAllStorage, clearSession, OFFLINE_API_CACHE, setAccessToken } from './session';

/** The offline app's cached API answers belong to one account: they go whenever a session ends or starts. */
describe('session and the offline cache of API answers', () => {
  const deleted: string[] = [];

  beforeEach(() => {
    deleted.length = 0;
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: {
        delete: async (name: string) => {
          deleted.push(name);
          return true;
        },
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
    localStorage.clear();
  });

  it('clears them on sign-in, on sign-out and when all storage is cleared', () => {
    setAccessToken('token-of-another-account');
    expect(deleted).toEqual([OFFLINE_API_CACHE]);
    expect(localStorage.getItem('accessToken')).toBe('token-of-another-account');
    clearSession();
    expect(deleted).toEqual([OFFLINE_API_CACHE, OFFLINE_API_CACHE]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    clearAllStorage();
    expect(deleted).toHaveLength(3);
  });

  it('does nothing where the browser has no cache storage (plain http off localhost)', () => {
    Reflect.deleteProperty(globalThis, 'caches');
    expect(() => clearSession()).not.toThrow();
  });
});
